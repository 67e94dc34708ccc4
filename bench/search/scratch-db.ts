import { pg } from './server-deps.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';

/**
 * The bench's own database on the PostgreSQL server of BENCH_DATABASE_URL (default: the test
 * server), dropped and created afresh each run and migrated with the app's migrations, so
 * the tables and indexes are exactly the app's and nobody else's data is touched.
 */
export const serverUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const scratchName = 'veritag_bench_search';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Why PostgreSQL cannot be used, or undefined when it can. */
export async function unreachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${serverUrl} is unreachable: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<Database & { url: string }> {
  await admin(`drop database if exists ${scratchName} with (force)`);
  await admin(`create database ${scratchName}`);
  return scratchDatabase();
}

/** The scratch database as it is (BENCH_SEARCH_REUSE), migrated to the app's latest. */
export async function scratchDatabase(): Promise<Database & { url: string }> {
  const url = withDatabase(serverUrl, scratchName);
  return { ...(await openDatabase({ url })), url };
}

export const dropDatabase = () => admin(`drop database if exists ${scratchName} with (force)`);
