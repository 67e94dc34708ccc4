import type { DataTableQuery } from '@veritag/ui';

/**
 * The server searches one column at a time (`v1/inventory_item/search?column&searchKey`,
 * spec 002 section 7), while the table has a Contains box per column. The box typed into
 * last is the one searched; when it is emptied, the first still filled box (in column
 * order) takes over, and with none filled the plain list is asked for.
 */
export function searchedColumn(
  previous: DataTableQuery | undefined,
  next: DataTableQuery,
  active: string | undefined,
  order: readonly string[],
): string | undefined {
  const filled = (query: DataTableQuery | undefined, column: string) =>
    (query?.filters[column] ?? '').trim() !== '';
  const changed = order.find(
    (column) => filled(next, column) && (previous?.filters[column] ?? '') !== next.filters[column],
  );
  if (changed) return changed;
  if (active && filled(next, active)) return active;
  return order.find((column) => filled(next, column));
}
