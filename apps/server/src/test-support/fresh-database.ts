import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

/*
 * Fresh databases for tests, in the mode of the vitest project: PGlite in memory, or a new
 * PostgreSQL database on TEST_DATABASE_URL's server, dropped after. No vitest import, so
 * child processes the tests start (the jobs crash test) can use it too.
 */

export type TestDatabaseMode = 'pglite' | 'postgres';

/** The database mode of this vitest project: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseMode = (): TestDatabaseMode =>
  process.env.VERITAG_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL
    ? 'postgres'
    : 'pglite';

/** Runs one statement on the server of `adminUrl` (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new PostgreSQL database (a clone of `template`, or empty) and how to drop it; undefined on PGlite. */
export async function freshPostgresUrl(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (testDatabaseMode() !== 'postgres') return undefined;
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `veritag_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    admin,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  return {
    url: databaseUrl(admin, name),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A migrated, empty database of this run's mode, with no app and no demo data. */
export async function openFreshDatabase(): Promise<{
  database: Database;
  close: () => Promise<void>;
}> {
  const fresh = await freshPostgresUrl();
  const database = await openDatabase(fresh ? { url: fresh.url } : {}).catch(
    async (error: unknown) => {
      await fresh?.drop();
      throw error;
    },
  );
  return {
    database,
    close: async () => {
      await database.close();
      await fresh?.drop();
    },
  };
}
