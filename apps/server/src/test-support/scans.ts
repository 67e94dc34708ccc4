import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ScanPageView } from '@veritag/domain';
import { visit } from './public-pages';
import type { TestApp } from './test-app';

type Rows<T> = { rows: T[] };

/** Runs a query on the test app's database and returns its rows. */
export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;

/** Codes of the demo print run (released, of a product), from `from` on in print order. */
export async function printRunCodes(
  t: TestApp,
  count: number,
  from = 1,
): Promise<{ code: string; productId: number }[]> {
  return rowsOf(
    t,
    sql`select c.code, p.product_id as "productId" from codes c join print_data p on p.id = c.batch_id
        where c.batch_kind = 'printData' and p.gen_status = 'COMPLETED' and c.seq >= ${from} order by c.batch_id, c.seq limit ${count}`,
  );
}

/** The demo token batch's codes (a batch without a product). */
export async function tokenBatchCodes(
  t: TestApp,
  count: number,
): Promise<{ code: string; batchId: number }[]> {
  return rowsOf(
    t,
    sql`select code, batch_id as "batchId" from codes where batch_kind = 'templateHistory' order by batch_id, seq limit ${count}`,
  );
}

/**
 * A phone of the tests, by name: its own address on its own network (10.x.y.0/24, from the
 * name) and its own cookie jar, so two names are two people as the scan side tells them apart
 * (a signed device on a network of its own), and one name keeps its device across scans.
 */
export function phoneAddress(name: string): string {
  const digest = createHash('sha256').update(name).digest();
  return `10.${digest[0]}.${digest[1]}.${1 + (digest[2]! % 250)}`;
}
const jars = new WeakMap<TestApp, Map<string, string>>();
const jarOf = (t: TestApp) => jars.get(t) ?? jars.set(t, new Map()).get(t)!;

/** Opens a code's URL as the named phone would, asking for the view as JSON. `headers` may replace its cookie. */
export async function scan(
  t: TestApp,
  code: string,
  device = 'phone-1',
  headers: Record<string, string> = {},
) {
  const jar = jarOf(t);
  const cookie = jar.get(device);
  const reply = await visit(t, `/v/${encodeURIComponent(code)}`, {
    remoteAddress: phoneAddress(device),
    headers: {
      accept: 'application/json',
      'user-agent': `Test ${device}`,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
  const setCookie = reply.headers['set-cookie'] as string | undefined;
  if (setCookie) jar.set(device, setCookie.split(';')[0]!);
  return {
    status: reply.statusCode,
    view: reply.json<ScanPageView & { actions?: { location: string; report: string } }>(),
    cookie: setCookie,
  };
}

/** The cookie the named phone holds (its signed device), for the follow-up forms of its scans. */
export const phoneCookie = (t: TestApp, device = 'phone-1') => jarOf(t).get(device);
