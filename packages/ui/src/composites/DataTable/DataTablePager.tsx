import type { RowData } from '@tanstack/react-table';
import { Button } from '../../components/Button/Button';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './use-data-table';

/** First, previous, next and last page, and where we are ('Page 2 of 3, 25 records'). */
export function DataTablePager<Row extends RowData>({ table, isDisabled }: { table: DataTableInstance<Row>; isDisabled: boolean }) {
  const { pageIndex } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const records = table.getRowCount();
  const before = isDisabled || !table.getCanPreviousPage();
  const after = isDisabled || !table.getCanNextPage();
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.pagerStatus} aria-live="polite">
        Page {pageIndex + 1} of {pageCount}, {records} {records === 1 ? 'record' : 'records'}
      </p>
      <div className={styles.pagerButtons}>
        <Button size="sm" variant="secondary" aria-label="First page" isDisabled={before} onPress={() => table.firstPage()}>
          First
        </Button>
        <Button size="sm" variant="secondary" aria-label="Previous page" isDisabled={before} onPress={() => table.previousPage()}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" aria-label="Next page" isDisabled={after} onPress={() => table.nextPage()}>
          Next
        </Button>
        <Button size="sm" variant="secondary" aria-label="Last page" isDisabled={after} onPress={() => table.lastPage()}>
          Last
        </Button>
      </div>
    </nav>
  );
}
