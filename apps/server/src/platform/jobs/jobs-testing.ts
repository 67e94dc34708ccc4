import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { JobTiming } from './job-runtime';

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
} from '../../test-support/fresh-database';

export interface LogEntry {
  level: string;
  message: string;
  data: Record<string, unknown>;
}

/** A logger that keeps what it is told, so a test can check what reached the log. */
export function capturingLog() {
  const entries: LogEntry[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const at = (level: string) => (data: unknown, message?: string) =>
      entries.push(
        typeof data === 'string'
          ? { level, message: data, data: bindings }
          : { level, message: message ?? '', data: { ...bindings, ...(data as object) } },
      );
    return {
      level: 'trace',
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => undefined,
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    } as unknown as FastifyBaseLogger;
  };
  return { log: make({}), entries };
}

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
