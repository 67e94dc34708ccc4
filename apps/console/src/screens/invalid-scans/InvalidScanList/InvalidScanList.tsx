import { invalidScanCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { invalidScanColumns } from './invalid-scan-columns';

/**
 * invalid_scan_list (spec 002): the reports of not-genuine products people made on the scan
 * page, newest first, paged, sorted and filtered on the server. The call answers `data` and
 * `totalElements`; the kit's server list reads that shape as a page. Download opens the
 * report form (shown to whoever may read the list, as the report is).
 */
const invalidScanList = defineList({
  title: 'Invalid Scan',
  trail: [{ label: 'Template' }],
  call: invalidScanCalls.list,
  columns: invalidScanColumns,
  getRowId: (scan) => String(scan.id),
  describeRow: (scan) => `${scan.name ?? ''}, ${scan.code ?? ''}`,
  headerActions: [{ label: 'Download', call: invalidScanCalls.list, to: paths.invalidScanReport }],
  emptyMessage: 'No invalid scans are reported',
});

export default function InvalidScanList() {
  return <ListScreen declaration={invalidScanList} />;
}

/** Who may open this screen: whoever the server lets read the list (Invalid Scan, level 1). */
export const access = invalidScanCalls.list.access;
