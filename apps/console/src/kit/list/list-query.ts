import type { DataTableQuery } from '@veritag/ui';

/**
 * The table's query as a list call's query (the contract's `listQuery`): the sort as
 * `field,direction`, the Global Search as `search`, each Contains filter as
 * `contains.<column>`. Without a chosen sort the call's default applies (createdDate desc).
 */
export function listCallQuery(query: DataTableQuery): Record<string, string | number> {
  const [sort] = query.sort;
  const contains = Object.fromEntries(
    Object.entries(query.filters)
      .filter(([, text]) => text.trim() !== '')
      .map(([column, text]) => [`contains.${column}`, text.trim()]),
  );
  return {
    page: query.page,
    size: query.size,
    ...(sort ? { sort: `${sort.field},${sort.direction}` } : {}),
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
    ...contains,
  };
}
