import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureScanBuild } from './scan-build.mjs';
// Declares the 'veritagTemplates' key of provide/inject.
import type {} from '../apps/server/src/test-support/test-database';

/**
 * Once per run for each server project: says which database modes run (and why one is
 * skipped), then makes the templates test apps start from (apps/server/src/test-support/
 * templates.ts): migrated and seeded once here instead of in every test file.
 */
/** Making the templates takes a few seconds; minutes mean it hangs. */
const templatesDeadlineSeconds = 300;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mode = project.name.endsWith(':postgres') ? 'postgres' : 'pglite';
  if (mode === 'pglite') announceDatabaseModes();
  // The server renders scan pages with apps/scan's build: made here when a run starts
  // without it (a fresh clone running vitest alone), under a lock shared by both modes.
  await ensureScanBuild();
  const started = performance.now();
  const workDir = await mkdtemp(path.join(tmpdir(), `veritag-templates-${mode}-`));
  // Loaded here, not at the top: the other projects need none of the server.
  const { makeTemplates } = await import('../apps/server/src/test-support/templates');
  // A seed that never settles (on PGlite, a query through `db` inside a `db.transaction`
  // waits for that transaction for ever) leaves nothing for the event loop to do, and Node
  // would end the run with exit code 0 and no test run. The watchdog keeps the loop alive
  // and fails the run instead.
  const watchdog = setTimeout(() => {
    console.error(
      `[veritag] the ${mode} test databases were not made in ${templatesDeadlineSeconds} s: the demo seed hangs (a deadlock?)`,
    );
    process.exit(1);
  }, templatesDeadlineSeconds * 1000);
  const { refs, remove } = await makeTemplates(mode, workDir, process.env.TEST_DATABASE_URL)
    .catch(async (error: unknown) => {
      await rm(workDir, { recursive: true, force: true });
      throw error;
    })
    .finally(() => clearTimeout(watchdog));
  project.provide('veritagTemplates', refs);
  console.log(
    `[veritag] ${mode} templates (${Object.keys(refs).join(', ')}) made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    await remove();
    await rm(workDir, { recursive: true, force: true });
  };
}

function announceDatabaseModes(): void {
  if (process.env.TEST_DATABASE_URL) {
    console.log('[veritag] server suite: PGlite and PostgreSQL (TEST_DATABASE_URL is set)');
  } else {
    console.log(
      '[veritag] server suite: PGlite only; PostgreSQL mode skipped because TEST_DATABASE_URL is not set',
    );
  }
}
