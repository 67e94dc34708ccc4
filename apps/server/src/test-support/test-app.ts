import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/database';
import { seedDemo } from '../seed/demo-seed';

export const demoPassword = 'demo-pass-1';

/** The database of this run: PGlite in memory, or a new PostgreSQL database dropped after. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.VERITAG_TEST_DB !== 'postgres' || !url) {
    return { database: await openDatabase({}), drop: async () => undefined };
  }
  const name = `veritag_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A real app on a real database with the demo seeded, a clock the test can move, and the
 * log sink captured (that is where codes go when no SMTP is configured).
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}) {
  const { database, drop } = await openTestDatabase();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'veritag-files-'));
  let offsetMs = 0;
  const logLines: string[] = [];
  const built = await buildApp({
    database,
    secret: randomBytes(32).toString('hex'),
    filesDir,
    logLevel: 'silent',
    checkReplies: true,
    clock: () => new Date(Date.now() + offsetMs),
    logSink: (line) => logLines.push(line),
    ...overrides,
  });
  await seedDemo(built.services, demoPassword);
  await built.app.ready();
  return {
    ...built,
    database,
    filesDir,
    logLines,
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
      await database.close();
      await drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
