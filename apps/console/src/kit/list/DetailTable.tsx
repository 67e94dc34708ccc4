import type { ReactNode } from 'react';
import * as styles from './DetailTable.css';

export interface DetailColumn<Row> {
  header: string;
  value: (row: Row) => ReactNode;
  /** Numbers line up at the end of their column. */
  align?: 'end';
  /** The column that names its row (a weekday, a product): read out as the row's header. */
  namesRow?: boolean;
}

/**
 * What an expanded list row holds (an inventory row's inward entries, a consignment's
 * products): a plain captioned table, read whole. Not a DataTable: a second pager and search
 * inside a row would repeat the list's own controls for a handful of lines.
 */
export function DetailTable<Row>({
  caption,
  columns,
  rows,
  emptyMessage,
  className,
}: {
  caption: string;
  columns: readonly DetailColumn<Row>[];
  rows: readonly Row[];
  emptyMessage: string;
  /** A screen's own layout for the table (e.g. full width on a dashboard). */
  className?: string;
}) {
  if (rows.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <table
      className={className ? `${styles.table} ${className}` : styles.table}
      data-slot="detail-table"
    >
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={styles.headerCell}
              data-align={column.align}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // The rows are read-only and never reordered: their place is their identity.
          <tr key={index}>
            {columns.map((column) =>
              column.namesRow ? (
                <th
                  key={column.header}
                  scope="row"
                  className={styles.cell}
                  data-align={column.align}
                >
                  {column.value(row)}
                </th>
              ) : (
                <td key={column.header} className={styles.cell} data-align={column.align}>
                  {column.value(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
