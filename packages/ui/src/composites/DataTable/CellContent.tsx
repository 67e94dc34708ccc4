import { flexRender, type Cell, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataTableFeatures } from './data-table.columns';
import { CellText } from './CellText';

/**
 * What a cell shows: a column's own renderer as it is (a status, download links), plain text
 * or numbers through CellText, which wraps between words and cuts what does not fit.
 */
export function CellContent<Row extends RowData>({
  cell,
}: {
  cell: Cell<DataTableFeatures, Row, unknown>;
}) {
  const renderer = cell.column.columnDef.cell;
  // Called, not rendered through flexRender: flexRender wraps every function (the table's
  // default renderer too) in an element, so plain text would never reach CellText. Column
  // renderers are plain functions of the cell's context (no hooks of their own).
  const content =
    typeof renderer === 'function'
      ? (renderer as (context: unknown) => unknown)(cell.getContext())
      : renderer === undefined
        ? cell.getValue()
        : flexRender(renderer, cell.getContext());
  if (typeof content === 'string' || typeof content === 'number')
    return <CellText text={String(content)} />;
  return <>{content as ReactNode}</>;
}
