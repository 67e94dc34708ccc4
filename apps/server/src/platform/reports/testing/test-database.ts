import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../db/database';

/**
 * A bare database of the mode under test, as src/test-support/test-app.ts opens one but
 * without an app or demo data: PGlite in memory, or a new PostgreSQL database dropped after.
 */
export async function openBareDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.VERITAG_TEST_DB !== 'postgres' || !url) {
    const database = await openDatabase({});
    return { database, close: () => database.close() };
  }
  const name = `veritag_reports_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
