import { sql } from 'drizzle-orm';
import type { ScanPageView } from '@veritag/domain';
import type { TestApp } from './test-app';

type Rows<T> = { rows: T[] };

/** Runs a query on the test app's database and returns its rows. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

/** Codes of the demo print run (released, of a product), from `from` on in print order. */
export async function printRunCodes(t: TestApp, count: number, from = 1): Promise<{ code: string; productId: number }[]> {
  return rowsOf(
    t,
    sql`select c.code, p.product_id as "productId" from codes c join print_data p on p.id = c.batch_id
        where c.batch_kind = 'printData' and p.gen_status = 'COMPLETED' and c.seq >= ${from} order by c.batch_id, c.seq limit ${count}`,
  );
}

/** The demo token batch's codes (a batch without a product). */
export async function tokenBatchCodes(t: TestApp, count: number): Promise<{ code: string; batchId: number }[]> {
  return rowsOf(t, sql`select code, batch_id as "batchId" from codes where batch_kind = 'templateHistory' order by batch_id, seq limit ${count}`);
}

/** Opens a code's URL as a phone would (a device is a user agent and an address), asking for the view as JSON. */
export async function scan(t: TestApp, code: string, device = 'phone-1', headers: Record<string, string> = {}) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/v/${encodeURIComponent(code)}`,
    headers: { accept: 'application/json', 'user-agent': `Test ${device}`, ...headers },
  });
  return { status: reply.statusCode, view: reply.json<ScanPageView & { actions?: { location: string; report: string } }>(), cookie: reply.headers['set-cookie'] as string | undefined };
}
