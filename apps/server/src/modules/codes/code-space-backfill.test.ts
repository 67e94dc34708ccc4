import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Migration 0026_code_space back-fills reservations and counts on a database made before it
 * (decision 0362). Run again here on the demo (its print runs, token batches and token data), with
 * codes of a batch no record describes, it must give the counts the platform kept itself, and judge
 * the unknown batches' code type from their codes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const counts = () =>
  rowsOf<{ code_type: string; length: number; reserved: number }>(
    sql`select code_type, length, reserved::int as reserved from code_space_counts order by 1, 2`,
  );
const reservations = () =>
  rowsOf<{
    batch_kind: string;
    batch_id: number;
    code_type: string;
    length: number;
    count: number;
  }>(
    sql`select batch_kind, batch_id, code_type, length, count::int as count from code_reservations order by 1, 2`,
  );

/** The migration's INSERT statements: its back-fill, without the CREATE TABLEs. */
async function backFill(): Promise<void> {
  const file = await readFile(
    path.resolve(import.meta.dirname, '../../../drizzle/0026_code_space.sql'),
    'utf8',
  );
  const statements = file
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith('INSERT'));
  expect(statements).toHaveLength(5);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

it('gives back the counts the platform kept, and counts unknown batches by their codes', async () => {
  const kept = { counts: await counts(), reservations: await reservations() };
  expect(kept.reservations.map((row) => row.batch_kind)).toEqual(
    expect.arrayContaining(['printData', 'templateHistory', 'tokenData']),
  );

  await t.database.db.execute(sql`delete from code_reservations`);
  await t.database.db.execute(sql`delete from code_space_counts`);
  await backFill();
  expect({ counts: await counts(), reservations: await reservations() }).toEqual(kept);

  // Codes of batches no record names (legacy): all digits at a Numeric length count as Numeric;
  // one letter among them, or a length no Numeric code has, makes the batch Alphanumeric.
  const legacy = (id: number, codes: string[]) =>
    t.database.db.execute(
      sql.raw(
        `insert into codes (code, company_id, batch_kind, batch_id, seq) values ${codes.map((code, i) => `('${code}', 1, 'legacy', ${id}, ${i + 1})`).join(', ')}`,
      ),
    );
  await legacy(1, ['0000000001', '0000000002', '0000000003']);
  await legacy(2, ['000000000004', '00000000000A']);
  await legacy(3, ['000005']);
  await t.database.db.execute(sql`delete from code_reservations`);
  await t.database.db.execute(sql`delete from code_space_counts`);
  await backFill();
  expect((await reservations()).filter((row) => row.batch_kind === 'legacy')).toEqual([
    { batch_kind: 'legacy', batch_id: 1, code_type: 'Numeric', length: 10, count: 3 },
    { batch_kind: 'legacy', batch_id: 2, code_type: 'Alphanumeric', length: 12, count: 2 },
    { batch_kind: 'legacy', batch_id: 3, code_type: 'Alphanumeric', length: 6, count: 1 },
  ]);
  const after = await counts();
  const keptOf = (type: string, length: number) =>
    kept.counts.find((row) => row.code_type === type && row.length === length)?.reserved ?? 0;
  expect(after.find((row) => row.code_type === 'Numeric' && row.length === 10)?.reserved).toBe(
    keptOf('Numeric', 10) + 3,
  );
  expect(after.find((row) => row.code_type === 'Alphanumeric' && row.length === 12)?.reserved).toBe(
    keptOf('Alphanumeric', 12) + 2,
  );
});
