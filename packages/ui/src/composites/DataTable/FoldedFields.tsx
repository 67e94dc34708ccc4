import type { Cell, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table.columns';
import { CellContent } from './CellContent';
import * as styles from './FoldedFields.css';

/** The column's name where it labels a value: its header when that is text, else its id. */
export const columnName = (column: { id: string; columnDef: { header?: unknown } }) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

/** Fields of a row shown as name and value pairs: the columns a narrow table folded away, or a card's. */
export function FoldedFields<Row extends RowData>({
  cells,
}: {
  cells: readonly Cell<DataTableFeatures, Row, unknown>[];
}) {
  if (cells.length === 0) return null;
  return (
    <dl className={styles.list} data-slot="folded-fields">
      {cells.map((cell) => (
        <div key={cell.id} className={styles.pair}>
          <dt className={styles.name}>{columnName(cell.column)}</dt>
          <dd className={styles.value}>
            <CellContent cell={cell} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
