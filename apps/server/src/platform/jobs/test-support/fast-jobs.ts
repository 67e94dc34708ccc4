import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { JobTiming } from '../job-runtime';

/** Quick enough for tests: a lost job is noticed within about a second. */
export const fastTiming: Partial<JobTiming> = {
  pollMs: 50,
  heartbeatMs: 100,
  staleAfterMs: 1000,
  sweepMs: 200,
  progressMs: 0,
  stopGraceMs: 2000,
};

/** A migrated, empty database for a jobs test; a fresh PostgreSQL database URL for the crash test's child. */
export {
  openFreshDatabase as openJobsTestDatabase,
  freshPostgresUrl,
} from '../../../test-support/fresh-database';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, polling; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await sleep(20);
  }
}

/** The rows of a raw query; `execute` is typed per driver, and both drivers answer `{ rows }`. */
export async function rowsOf<Row = Record<string, unknown>>(
  database: Database,
  query: SQL,
): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
