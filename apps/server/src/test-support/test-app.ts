import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../app';
import { useCheapPasswordHashingInTests } from '../modules/accounts';
import { openTestDatabase } from './test-database';
import { templates, type TemplateName } from './templates';

export { demoPassword } from './templates';

/**
 * A real app on a real database with the demo seeded, a clock the test can move, and the
 * log sink captured (that is where codes go when no SMTP is configured). The database and
 * stored files are a copy of a template made once per run (test-support/templates.ts);
 * `template: 'empty'` starts from a migrated database with no rows.
 */
export async function createTestApp(
  overrides: Partial<AppOptions> = {},
  { template = 'demo' }: { template?: TemplateName } = {},
) {
  useCheapPasswordHashingInTests();
  const { database, filesDir, fromTemplate, close } = await openTestDatabase(template);
  let offsetMs = 0;
  const logLines: string[] = [];
  // Each app its own drop folder of printing jobs, out of the files folder the counts read.
  const printingDropDir = await mkdtemp(path.join(tmpdir(), 'veritag-drop-'));
  const options: AppOptions = {
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
    checkReplies: true,
    clock: () => new Date(Date.now() + offsetMs),
    logSink: (line) => logLines.push(line),
    printingDropDir,
    ...overrides,
  };
  const built = await buildApp(options);
  // Only when this run made no templates (a vitest project without the global setup).
  if (!fromTemplate) await templates[template](built.services);
  await built.app.ready();
  return {
    ...built,
    database,
    filesDir,
    printingDropDir,
    logLines,
    /** Another API process on the same database and secret, as a deployment scales out (close it before the test app). */
    secondProcess: async () => {
      // On PGlite (one process by nature) the second instance shares its database in this process.
      const other = await buildApp({
        ...options,
        jobRole: database.kind === 'postgres' ? 'api' : 'all',
      });
      await other.app.ready();
      return { app: other.app, close: () => other.app.close() };
    },
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
    /** Every stored file on disk, for "nothing was written" checks. */
    storedFileCount: async () => {
      const folders = await readdir(filesDir).catch(() => [] as string[]);
      let count = 0;
      for (const folder of folders) count += (await readdir(path.join(filesDir, folder))).length;
      return count;
    },
    close: async () => {
      await built.app.close();
      await close();
      await rm(printingDropDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
