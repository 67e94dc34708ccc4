import type { DataTableColumnMeta } from './data-table.columns';

/** A column as the fit sees it: its id, declared order and meta. */
export interface FitColumn {
  id: string;
  meta?: DataTableColumnMeta;
}

/** A column that declares no minimum width is given room for about two short words. */
export const defaultMinWidth = 120;

const minWidthOf = (column: FitColumn) => column.meta?.minWidth ?? defaultMinWidth;

/**
 * Which columns a table of `room` px shows, and which fold into each row's details: columns are
 * taken by priority (then declared order) while their minimum widths fit; the first ranked
 * column always shows, so a row is never without its name. Shown columns keep their declared order.
 */
export function fitColumns(
  columns: readonly FitColumn[],
  room: number,
): { shown: string[]; folded: string[] } {
  const ranked = columns
    .map((column, index) => ({ column, index }))
    .sort(
      (a, b) =>
        (a.column.meta?.priority ?? Infinity) - (b.column.meta?.priority ?? Infinity) ||
        a.index - b.index,
    );
  const kept = new Set<string>();
  let used = 0;
  for (const { column } of ranked) {
    const width = minWidthOf(column);
    // Stop at the first that does not fit: a narrower column of lower priority never jumps the queue.
    if (kept.size > 0 && used + width > room) break;
    kept.add(column.id);
    used += width;
  }
  return {
    shown: columns.filter((column) => kept.has(column.id)).map((column) => column.id),
    folded: columns.filter((column) => !kept.has(column.id)).map((column) => column.id),
  };
}

/**
 * Each shown column's width in px: its minimum, plus a share of the spare room in proportion
 * to that minimum, so the table fills `room` exactly and no column drops under its minimum.
 */
export function columnWidths(columns: readonly FitColumn[], room: number): Record<string, number> {
  const total = columns.reduce((sum, column) => sum + minWidthOf(column), 0);
  const spare = Math.max(0, room - total);
  return Object.fromEntries(
    columns.map((column) => [
      column.id,
      Math.floor(minWidthOf(column) + (spare * minWidthOf(column)) / Math.max(1, total)),
    ]),
  );
}
