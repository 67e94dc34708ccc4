import {
  and,
  asc,
  desc,
  getTableName,
  ilike,
  is,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { getViewConfig, PgView, type PgTable } from 'drizzle-orm/pg-core';
import type { Page, Sort } from '@veritag/domain';
import type { Db } from './database';
import { rowsOf } from './rows';

/**
 * What every list call's query holds once parsed (see `listQuery` in the contract): the
 * page, its order, the Global Search text and a Contains text per column.
 */
export type ListQuery<C extends string> = {
  page: number;
  size: number;
  sort: Sort<C | 'createdDate'>;
  search: string;
} & { [K in C as `contains.${K}`]: string };

/** `%` and `_` are wildcards of LIKE, and `\` its escape: a user's text means only itself. */
const literally = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A column as text, so a Contains filter works on numbers and dates as on names. */
const asText = (column: AnyColumn | SQL) => sql`${column}::text`;

/**
 * A searched column: the column (or expression) itself; or, for a column of a joined table,
 * the column for its Contains filter and the condition its rows meet in the global search
 * given the ILIKE pattern (e.g. `customer_id = any(ids of the customers whose name matches)`).
 * The global search is an OR, and an OR across a join can use no index: it took seconds on a
 * million products over their client's name (pnpm bench search).
 */
export type ListColumn =
  AnyColumn | SQL | { column: AnyColumn | SQL; searched: (pattern: string) => SQL };

const isJoined = (column: ListColumn): column is Extract<ListColumn, { searched: unknown }> =>
  'searched' in column && typeof column.searched === 'function';
const contains = (column: ListColumn, text: string): SQL =>
  ilike(asText(isJoined(column) ? column.column : column), literally(text));
const searched = (column: ListColumn, text: string): SQL =>
  isJoined(column) ? column.searched(literally(text)) : contains(column, text);

/**
 * The WHERE of a list: the Global Search matches when some column contains its text, each
 * Contains filter when its own column does; all of them case-insensitive.
 */
export function listFilter<C extends string>(
  columns: Record<C, ListColumn>,
  query: ListQuery<C>,
): SQL | undefined {
  const entries = Object.entries(columns) as [C, ListColumn][];
  const conditions: (SQL | undefined)[] = [];
  if (query.search)
    conditions.push(or(...entries.map(([, column]) => searched(column, query.search))));
  for (const [name, column] of entries) {
    const text = (query as Record<string, unknown>)[`contains.${name}`];
    if (typeof text === 'string' && text) conditions.push(contains(column, text));
  }
  return and(...conditions);
}

/** The ORDER BY of a list: the chosen column, then the id, so pages never overlap. */
export function listOrder<F extends string>(
  columns: Record<F, AnyColumn | SQL>,
  sort: Sort<F>,
  id: AnyColumn,
): SQL[] {
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(columns[sort.field]), direction(id)];
}

/** A page as the spec's lists read it; pass listTotal's answer whole so an estimate is marked as one. */
export function pageOf<T>(
  content: T[],
  total: number | { total: number; exact: boolean },
  query: { page: number; size: number },
): Page<T> {
  const totalElements = typeof total === 'number' ? total : total.total;
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
    ...(typeof total === 'object' && !total.exact ? { totalExact: false } : {}),
  };
}

export const limitOf = (query: { page: number; size: number }) => ({
  limit: query.size,
  offset: query.page * query.size,
});

/** Above this many rows a list's total is the planner's estimate (see listTotal). */
export const exactTotalUpTo = 1000;

/**
 * How many rows a list's WHERE matches, for the page's totalElements, without counting a
 * million rows to say so. Counting is the cost of a Contains that matches much: the first
 * page of "50 x" is ten rows off the newest-first index, but its count(*) reads the 300,000
 * rows that contain it (over a second on a million products, pnpm bench search). So the
 * planner's estimate comes first (EXPLAIN, no rows read). An estimate up to `exactUpTo` is
 * counted exactly, the counting stopping one row past it in case the estimate was low (then
 * the total is exactUpTo + 1, `exact: false`). Above it the total is the estimate, `exact:
 * false`: "about 160,000" serves someone who will narrow the search as well as the exact
 * figure, and costs nothing.
 */
export async function listTotal(
  db: Db,
  /** The list's main table, or the view another module gives to read its rows. */
  table: PgTable | PgView,
  where: SQL | undefined,
  exactUpTo = exactTotalUpTo,
  /** The FROM when the list joins (products with their customers); `table` is its main table. */
  from: SQL | PgTable | PgView = table,
): Promise<{ total: number; exact: boolean }> {
  const matching = sql`select 1 from ${from}${where ? sql` where ${where}` : sql``}`;
  const estimate = planRows(await rowsOf(db, sql`explain (format json) ${matching}`));
  // A table never analyzed (fresh, or on PGlite, which has no autovacuum) has no statistics:
  // the planner then guesses thousands of rows for a table of ten, so it is counted instead.
  if (estimate > exactUpTo && (await hasStatistics(db, table)))
    return { total: estimate, exact: false };
  const limit = estimate > exactUpTo ? sql`` : sql` limit ${exactUpTo + 1}`;
  const [counted] = await rowsOf(
    db,
    sql`select count(*)::int as n from (${matching}${limit}) as matching`,
  );
  const n = Number(counted!.n);
  return { total: n, exact: n <= exactUpTo || estimate > exactUpTo };
}

/**
 * Whether ANALYZE (or autovacuum) has run on the table, or on every table the view reads (the
 * planner's estimate through a view comes from them): reltuples is -1 until then.
 */
async function hasStatistics(db: Db, table: PgTable | PgView): Promise<boolean> {
  const name = is(table, PgView) ? getViewConfig(table).name : getTableName(table);
  const [row] = await rowsOf(
    db,
    sql`select min(reltuples) as reltuples from pg_class where relkind <> 'v' and (oid = to_regclass(${name})
          or oid in (select d.refobjid from pg_rewrite r join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                     where r.ev_class = to_regclass(${name}) and d.refclassid = 'pg_class'::regclass))`,
  );
  return Number(row?.reltuples ?? -1) >= 0;
}

/** The top node's row estimate from EXPLAIN (FORMAT JSON); drivers hand the JSON parsed or as text. */
function planRows(rows: Record<string, unknown>[]): number {
  const cell = Object.values(rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(plan[0]!.Plan['Plan Rows']);
}
