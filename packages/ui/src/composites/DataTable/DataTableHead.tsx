import type { Column, RowData } from '@tanstack/react-table';
import { Input, TextField } from 'react-aria-components';
import type { DataTableFeatures } from './data-table.columns';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './use-data-table';

interface DataTableHeadProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  hasDetail: boolean;
  hasActions: boolean;
  /** The columns drawn; the others are folded into each row's details. */
  isShown: (columnId: string) => boolean;
}

const ariaSortOf = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/** The column's name for its filter label: its header when that is text, else its id. */
const nameOf = <Row extends RowData>(column: Column<DataTableFeatures, Row>) => {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.id;
};

/** Header row (sort buttons with aria-sort) and a row of 'Contains' filters under it. */
export function DataTableHead<Row extends RowData>({
  table,
  hasDetail,
  hasActions,
  isShown,
}: DataTableHeadProps<Row>) {
  const groups = table.getHeaderGroups();
  const leaves = (groups.at(-1)?.headers ?? []).filter((header) => isShown(header.column.id));
  const anyFilter = leaves.some((header) => header.column.getCanFilter());
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {hasDetail && (
            <th className={styles.headerCell} scope="col">
              <span className={styles.visuallyHidden}>Details</span>
            </th>
          )}
          {group.headers
            .filter((header) => isShown(header.column.id))
            .map((header) => {
              const sortable = header.column.getCanSort();
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  className={styles.headerCell}
                  colSpan={header.colSpan}
                  scope="col"
                  aria-sort={sortable && !header.isPlaceholder ? ariaSortOf(sorted) : undefined}
                  data-sorted={sorted || undefined}
                  data-sortable={(sortable && !header.isPlaceholder) || undefined}
                >
                  {header.isPlaceholder ? null : sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <span className={styles.sortMark} aria-hidden="true">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          {hasActions && (
            <th className={styles.headerCell} scope="col">
              Actions
            </th>
          )}
        </tr>
      ))}
      {anyFilter && (
        <tr>
          {hasDetail && <td className={styles.filterCell} />}
          {leaves.map((header) => (
            <td key={header.id} className={styles.filterCell}>
              {header.column.getCanFilter() && (
                <TextField
                  aria-label={`${nameOf(header.column)} contains`}
                  value={String(header.column.getFilterValue() ?? '')}
                  onChange={(text) => header.column.setFilterValue(text)}
                >
                  <Input className={styles.input} placeholder="Contains" />
                </TextField>
              )}
            </td>
          ))}
          {hasActions && <td className={styles.filterCell} />}
        </tr>
      )}
    </thead>
  );
}
