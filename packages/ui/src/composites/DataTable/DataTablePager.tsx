import type { RowData } from '@tanstack/react-table';
import { Button } from '../../components/Button/Button';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './use-data-table';

interface DataTablePagerProps<Row extends RowData> {
  table: DataTableInstance<Row>;
  isLoading: boolean;
  /** The buttons wait, e.g. while an error stands in place of the rows. */
  isDisabled: boolean;
  /** The row count is an estimate (a broad search of a large table): 'about 160,000 records'. */
  isEstimate?: boolean;
}

const counted = (n: number) => n.toLocaleString('en-US');

/**
 * First, previous, next and last page, and where we are ('Page 2 of 3, 25 records', or 'Page
 * 1 of about 16,000, about 160,000 records' for an estimate); while a page loads, 'Loading…',
 * since the count is not known yet.
 */
export function DataTablePager<Row extends RowData>({
  table,
  isLoading,
  isDisabled,
  isEstimate = false,
}: DataTablePagerProps<Row>) {
  const { pageIndex } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const records = table.getRowCount();
  const before = isLoading || isDisabled || !table.getCanPreviousPage();
  const after = isLoading || isDisabled || !table.getCanNextPage();
  return (
    <nav className={styles.pager} aria-label="Pages">
      {/* One live element whose words change; the status role only while loading, so the table's
          own status (e.g. 'No records found') stays the one status otherwise. */}
      <p className={styles.pagerStatus} aria-live="polite" role={isLoading ? 'status' : undefined}>
        {isLoading
          ? 'Loading…'
          : `Page ${counted(pageIndex + 1)} of ${isEstimate ? 'about ' : ''}${counted(pageCount)}, ${isEstimate ? 'about ' : ''}${counted(records)} ${records === 1 ? 'record' : 'records'}`}
      </p>
      <div className={styles.pagerButtons}>
        <Button
          size="sm"
          variant="secondary"
          aria-label="First page"
          isDisabled={before}
          onPress={() => table.firstPage()}
        >
          First
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Previous page"
          isDisabled={before}
          onPress={() => table.previousPage()}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Next page"
          isDisabled={after}
          onPress={() => table.nextPage()}
        >
          Next
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Last page"
          isDisabled={after}
          onPress={() => table.lastPage()}
        >
          Last
        </Button>
      </div>
    </nav>
  );
}
