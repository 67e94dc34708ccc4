import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/database';
import type { JobTiming } from './job-runtime';

/** Quick enough for tests: a lost job is noticed within about a second. */
export const fastTiming: Partial<JobTiming> = { pollMs: 50, heartbeatMs: 100, staleAfterMs: 1000, sweepMs: 200, progressMs: 0, stopGraceMs: 2000 };

export const onPostgres = () => process.env.VERITAG_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database for this test (dropped by `drop`), or undefined on PGlite. */
export async function freshPostgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!onPostgres() || !admin) return undefined;
  const name = `veritag_jobs_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The database of this test run's mode, migrated, and how to close and drop it. */
export async function openJobsTestDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const fresh = await freshPostgresUrl();
  const database = await openDatabase(fresh ? { url: fresh.url } : {});
  return {
    database,
    close: async () => {
      await database.close();
      await fresh?.drop();
    },
  };
}

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
      entries.push(typeof data === 'string' ? { level, message: data, data: bindings } : { level, message: message ?? '', data: { ...bindings, ...(data as object) } });
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
export async function rowsOf<Row = Record<string, unknown>>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
