import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

// The server's dependencies, not the root's: loaded from the server package.
const serverRequire = createRequire(
  path.resolve(import.meta.dirname, '../../apps/server/package.json'),
);
const pg = serverRequire('pg') as typeof import('pg');

/**
 * A fresh database on the benchmark's PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the
 * local test server) and how to drop it; or, when none answers, the sentence saying why.
 */
export async function postgresTarget(): Promise<
  { url: string; drop: () => Promise<void> } | string
> {
  const admin =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `veritag_bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  try {
    await run(`CREATE DATABASE ${name}`);
  } catch (error) {
    return `PostgreSQL at ${admin.replace(/\/\/[^@]*@/, '//')} is not reachable (${(error as Error).message})`;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
