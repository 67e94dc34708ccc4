import { invalidScanCalls } from '@veritag/api';
import type { InvalidScan } from '@veritag/domain';
import { Button, DataTable } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { go } from '#app/routing/navigation';
import { invalidScanColumns } from './invalid-scan-columns';

const title = 'Invalid Scan';
const nothingRuns = () => false;

/**
 * invalid_scan_list (spec 002): the reports of not-genuine products people made on the scan
 * page, newest first, paged, sorted and filtered on the server. The call answers `data` and
 * `totalElements`; the kit's server list reads that shape as a page. Download opens the
 * report form.
 */
export default function InvalidScanList() {
  const list = useLiveServerList(invalidScanCalls.list, nothingRuns);
  const toolbar = [
    <Button key="download" onPress={() => go(paths.invalidScanReport)}>
      Download
    </Button>,
  ];
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={invalidScanColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(scan: InvalidScan) => String(scan.id)}
        describeRow={(scan: InvalidScan) => `${scan.name ?? ''}, ${scan.code ?? ''}`}
        isLoading={list.isLoading}
        error={list.error}
        toolbar={toolbar}
        emptyMessage="No invalid scans are reported"
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets read the list (Invalid Scan, level 1). */
export const access = invalidScanCalls.list.access;
