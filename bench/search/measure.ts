import type { Pool } from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { ListQuery } from '../../apps/server/src/db/list-page.ts';
import type { benchConnection, Call, Sent } from './connection.ts';
import type { BenchList } from './lists.ts';
import { drizzle } from './server-deps.ts';

const { and, eq, sql } = drizzle;

/** The server's first page: 10 rows, newest first (the lists' default sort). */
const firstPage: ListQuery<string> = {
  page: 0,
  size: 10,
  sort: { field: 'createdDate', direction: 'desc' },
  search: '',
};

type Connection = ReturnType<typeof benchConnection>;
type ListCall = (scope: number, query: ListQuery<string>) => Promise<unknown>;

export interface Side {
  /** The whole list call (the page and listTotal together, as the service runs them). */
  list: number[];
  page: number[];
  total: number[];
  slowest: { input: string; ms: number; page?: Sent };
}
export interface Samples {
  contains: Side;
  /** The same list call with `column = value` instead of the Contains, one after each Contains call. */
  equality: Side;
  /** The primary-key lookup, one after each Contains call, for information. */
  idLookup: number[];
  /** count(*) of every match (what the services did before listTotal), once per text, apart from the calls. */
  exactCount: number[];
  /** How far listTotal's totals were off, as a factor (1 = right). */
  estimateError: number[];
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const side = (): Side => ({ list: [], page: [], total: [], slowest: { input: '', ms: -1 } });
const record = (into: Side, call: Call, input: string) => {
  into.list.push(call.ms);
  into.page.push(call.pageMs);
  into.total.push(call.totalMs);
  if (call.ms > into.slowest.ms) into.slowest = { input, ms: call.ms, page: call.page };
};

/** The query of a Contains on `column`, or of the global search when `column` is 'search'. */
const containsQuery = (column: string, text: string): ListQuery<string> =>
  column === 'search'
    ? { ...firstPage, search: text }
    : ({ ...firstPage, [`contains.${column}`]: text } as ListQuery<string>);

/**
 * One warm-up pass over the texts, then `runs` timed Contains calls cycling through them,
 * each followed by the equality call on `equalColumn` (cycling through `values`) and one
 * primary-key lookup, so that all three are timed under the same load on the shared cores.
 */
export async function measureCase(
  connection: Connection,
  pool: Pool,
  listCall: ListCall,
  companyId: number,
  column: string,
  texts: string[],
  equalColumn: string,
  values: string[],
  runs: number,
  idLookup: () => Promise<number>,
): Promise<Samples> {
  const samples: Samples = {
    contains: side(),
    equality: side(),
    idLookup: [],
    exactCount: [],
    estimateError: [],
  };
  const exactCounts = new Map<string, number>();
  for (let index = -texts.length; index < runs; index++) {
    const text = texts[(index + texts.length) % texts.length]!;
    const value = values[(index + texts.length) % values.length]!;
    let total = 0;
    const contains = await connection.call(async () => {
      total = (
        (await listCall(companyId, containsQuery(column, text))) as { totalElements: number }
      ).totalElements;
    });
    const equality = await connection.call(
      () => listCall(companyId, containsQuery(equalColumn, value)),
      value,
    );
    if (index < 0) {
      // Once per text (the warm-up pass): the old count is slow enough to double the run.
      const started = performance.now();
      exactCounts.set(text, await exactCount(pool, contains.estimate));
      samples.exactCount.push(performance.now() - started);
      continue;
    }
    record(samples.contains, contains, text);
    record(samples.equality, equality, value);
    samples.idLookup.push(await idLookup());
    const exact = exactCounts.get(text)!;
    samples.estimateError.push(Math.max(total, exact) / Math.max(1, Math.min(total, exact)));
  }
  return samples;
}

/** Every match of listTotal's EXPLAINed query counted, as `count(*)` did before listTotal. */
async function exactCount(pool: Pool, estimate: Sent): Promise<number> {
  const matching = estimate.text.replace(/^explain \(format json\) /, '');
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (${matching}) as matching`,
    estimate.values,
  );
  return rows[0]!.n;
}

/** Up to 10 existing values of a column in the company's rows, without LIKE's wildcards (see asEquality). */
export async function valuesOf(
  db: Db,
  list: BenchList,
  companyId: number,
  column: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ value: string }>(list.values(companyId, column));
  const values = (rows as { value: string }[])
    .map((row) => String(row.value))
    .filter((value) => !/[%_\\]/.test(value));
  if (values.length === 0)
    throw new Error(`no ${list.name}.${column} value to measure the equality with`);
  return values;
}

/** The primary-key lookup: the next of some of the company's ids in turn, its duration in ms. */
export async function idLookupOf(
  db: Db,
  list: BenchList,
  companyId: number,
): Promise<() => Promise<number>> {
  const { table, id, scope } = list.idLookup;
  const ids = (
    await db
      .select({ id })
      .from(table)
      .where(and(scope(companyId), sql`${id} % 997 = 1`))
      .limit(50)
  ).map((row) => row.id as number);
  let next = 0;
  return async () => {
    const started = performance.now();
    await db
      .select()
      .from(table)
      .where(and(scope(companyId), eq(id, ids[next++ % ids.length]!)));
    return performance.now() - started;
  };
}

/** The scan nodes of a statement's plan, as `Index Scan Backward using x` / `Bitmap Index Scan on y`. */
export async function scansOf(pool: Pool, statement: Sent): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `explain (format json) ${statement.text}`,
    statement.values,
  );
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (/Scan/.test(node['Node Type']))
      scans.push(
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}${node['Relation Name'] && !node['Index Name'] ? ` ${node['Relation Name']}` : ''}`,
      );
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(rows[0]!['QUERY PLAN'][0]!.Plan);
  return scans.join(' + ');
}
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
