import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Page, Sort } from '@veritag/domain';

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
 * The WHERE of a list: the Global Search matches when some column contains its text, each
 * Contains filter when its own column does; all of them case-insensitive.
 */
export function listFilter<C extends string>(columns: Record<C, AnyColumn | SQL>, query: ListQuery<C>): SQL | undefined {
  const entries = Object.entries(columns) as [C, AnyColumn | SQL][];
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(or(...entries.map(([, column]) => ilike(asText(column), literally(query.search)))));
  for (const [name, column] of entries) {
    const text = (query as Record<string, unknown>)[`contains.${name}`];
    if (typeof text === 'string' && text) conditions.push(ilike(asText(column), literally(text)));
  }
  return and(...conditions);
}

/** The ORDER BY of a list: the chosen column, then the id, so pages never overlap. */
export function listOrder<F extends string>(columns: Record<F, AnyColumn | SQL>, sort: Sort<F>, id: AnyColumn): SQL[] {
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(columns[sort.field]), direction(id)];
}

/** A page as the spec's lists read it. */
export const pageOf = <T>(content: T[], totalElements: number, query: { page: number; size: number }): Page<T> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / query.size),
  number: query.page,
  size: query.size,
});

export const limitOf = (query: { page: number; size: number }) => ({ limit: query.size, offset: query.page * query.size });
