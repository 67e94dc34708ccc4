import type { RowData } from '@tanstack/react-table';
import { Input, Label, TextField } from 'react-aria-components';
import * as styles from './DataTable.css';
import { columnName } from './FoldedFields';
import type { DataTableInstance } from './use-data-table';

/**
 * The 'Contains' boxes of columns not drawn as columns (folded away, or every column on a
 * phone's cards): each column keeps its search (spec 000 section 9) whatever the width.
 */
export function FoldedFilters<Row extends RowData>({
  table,
  isShown,
}: {
  table: DataTableInstance<Row>;
  isShown: (columnId: string) => boolean;
}) {
  const columns = table
    .getAllLeafColumns()
    .filter((column) => !isShown(column.id) && column.getCanFilter());
  if (columns.length === 0) return null;
  return (
    <div className={styles.foldedFilters} data-slot="folded-filters">
      {columns.map((column) => (
        <TextField
          key={column.id}
          className={styles.search}
          value={String(column.getFilterValue() ?? '')}
          onChange={(text) => column.setFilterValue(text)}
        >
          <Label className={styles.label}>{`${columnName(column)} contains`}</Label>
          <Input className={styles.input} placeholder="Contains" />
        </TextField>
      ))}
    </div>
  );
}
