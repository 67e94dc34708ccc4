import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { cursorRows, type ReportQuery } from './cursor-rows';
import type { ReportRow } from './report-spec';
import { openFreshDatabase } from '../../test-support/fresh-database';
import { memorySink, readXlsxRows } from './test-support/read-report';
import { writeReport } from './write-report';

const onPglite = process.env.VERITAG_TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL;
let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openFreshDatabase());
  // 2,500 scans of two companies, later ids scanned earlier, five to a minute: a page that ends
  // inside a run of equal times shows whether the (scanned_at, id) key pages right.
  await database.db.execute(sql`
    CREATE TABLE report_scans (
      id integer PRIMARY KEY,
      company_id integer NOT NULL,
      code text NOT NULL,
      quantity bigint NOT NULL,
      made date NOT NULL,
      scanned_at timestamptz NOT NULL
    )`);
  await database.db.execute(sql`CREATE INDEX report_scans_time ON report_scans (scanned_at, id)`);
  await database.db.execute(sql`
    INSERT INTO report_scans
    SELECT n, 1 + n % 2, 'VT-' || n, n * 1000000000::bigint, DATE '2024-01-01' + n % 30,
           TIMESTAMPTZ '2024-01-01 00:00:00.123456+00' + ((2500 - n) / 5) * INTERVAL '1 minute'
    FROM generate_series(1, 2500) AS n`);
});

afterAll(async () => close());

const scansOf = (companyId: number): ReportQuery => ({
  select: sql`SELECT id, code, quantity, made, scanned_at FROM report_scans WHERE company_id = ${companyId}`,
  orderBy: ['scanned_at', 'id'],
});

async function all(rows: AsyncIterable<ReportRow>): Promise<ReportRow[]> {
  const taken: ReportRow[] = [];
  for await (const row of rows) taken.push(row);
  return taken;
}

describe(`cursorRows on ${onPglite ? 'PGlite' : 'PostgreSQL'}`, () => {
  it('reads every row of the query once, in key order, across batches', async () => {
    const rows = await all(cursorRows(database, scansOf(1), { batchSize: 7 }));

    const minute = (id: number) => Math.floor((2500 - id) / 5);
    const expectedIds = Array.from({ length: 1250 }, (_, index) => 2 * (index + 1)).sort(
      (a, b) => minute(a) - minute(b) || a - b,
    );
    expect(rows.map((row) => row.id)).toEqual(expectedIds);
    expect(rows[0]).toMatchObject({
      id: 2496,
      code: 'VT-2496',
      made: '2024-01-07',
      scanned_at: '2024-01-01 00:00:00.123456+00',
    });
    expect(String(rows[0]?.quantity)).toBe('2496000000000');
  });

  it('feeds a report straight from the table, dates and numbers intact', async () => {
    const sink = memorySink();
    const columns = [
      { header: 'Code', key: 'code', type: 'text' },
      { header: 'Quantity', key: 'quantity', type: 'number' },
      { header: 'Made', key: 'made', type: 'date' },
      { header: 'Scanned', key: 'scanned_at', type: 'datetime' },
    ] as const;
    const count = await writeReport(
      {
        format: 'xlsx',
        sheetName: 'Scans',
        columns,
        rows: cursorRows(database, scansOf(2), { batchSize: 100 }),
      },
      sink.stream,
    );

    const { rows } = await readXlsxRows(sink.bytes());
    expect(count).toBe(1250);
    expect(rows).toHaveLength(1251);
    expect(rows[1]).toEqual([
      'VT-2497',
      2_497_000_000_000,
      new Date('2024-01-08T00:00:00Z'),
      new Date('2024-01-01T00:00:00.123Z'),
    ]);
  });

  it('leaves the database free for other requests while a download waits on its client', async () => {
    const download = cursorRows(database, scansOf(1), { batchSize: 10 })[Symbol.asyncIterator]();
    await download.next();

    const other = database.db.execute(sql`SELECT count(*) AS scans FROM report_scans`);
    const answered = await Promise.race([
      other.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);

    expect(answered).toBe(true);
    await download.return?.();
  });

  it('gives its connection back when the reader stops early', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for await (const row of cursorRows(database, scansOf(1), { batchSize: 5 })) if (row.id) break;
    }

    // PostgreSQL's pool holds 10 connections: twelve leaked downloads would leave it waiting.
    const answered = await Promise.race([
      database.db.execute(sql`SELECT 1`).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    expect(answered).toBe(true);
    if (database.pgPool) expect(database.pgPool.idleCount).toBe(database.pgPool.totalCount);
  });

  it.runIf(onPglite)(
    'refuses a null order key on PGlite instead of ending the download early',
    async () => {
      const query = {
        select: sql`SELECT id, NULL::integer AS batch FROM report_scans`,
        orderBy: ['batch'],
      };

      await expect(all(cursorRows(database, query, { batchSize: 5 }))).rejects.toThrow(
        'Report order column "batch" is missing from the row or null',
      );
    },
  );
});
