import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { committedMigrations, openDatabase, type Database } from '../../db/database';
import { freshPostgresUrl } from '../../test-support/fresh-database';

const migration = '0024_customer_public_ids';
const folders: string[] = [];
let dropPostgres = async () => undefined as void;
afterAll(async () => {
  await dropPostgres();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** The committed migrations up to, not including, `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'veritag-migrations-'));
  folders.push(folder);
  await cp(committedMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  await writeFile(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return folder;
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`migration ${migration}`, () => {
  it('gives every existing customer its own random public id and keeps its numeric link', async () => {
    // The same database opened twice: on disk for PGlite, a fresh one on PostgreSQL runs.
    const fresh = await freshPostgresUrl();
    if (fresh) dropPostgres = fresh.drop;
    const dataDir = fresh ? undefined : await mkdtemp(path.join(tmpdir(), 'veritag-db-'));
    if (dataDir) folders.push(dataDir);
    const where = fresh ? { url: fresh.url } : { dataDir };

    const before = await openDatabase({
      ...where,
      migrationsFolder: await migrationsBefore(migration),
    });
    const [company] = await rowsOf<{ id: number }>(
      before,
      sql`insert into companies (name) values ('Old Co') returning id`,
    );
    await before.db.execute(
      sql`insert into customers (company_id, company_name, company_code) values (${company!.id}, 'Printed A', 'A'), (${company!.id}, 'Printed B', 'B')`,
    );
    await before.close();

    const after = await openDatabase(where);
    const rows = await rowsOf<{ public_id: string; numeric_video_link: boolean }>(
      after,
      sql`select public_id, numeric_video_link from customers order by id`,
    );
    await after.close();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.numeric_video_link).toBe(true);
    }
    expect(rows[0]!.public_id).not.toBe(rows[1]!.public_id);
  });
});
