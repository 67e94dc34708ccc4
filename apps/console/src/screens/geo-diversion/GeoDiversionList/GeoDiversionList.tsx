import { geoDiversionCalls } from '@veritag/api';
import type { GeoDiversion } from '@veritag/domain';
import { DataTable } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { geoDiversionColumns } from './geo-diversion-columns';

const title = 'Geo-Diversions';
const nothingRuns = () => false;

/**
 * geo_diversion_list (ours, issue 20): consumer scans more than 100 km from the destination of
 * the consignment that carried the code, newest first, paged, sorted and filtered on the
 * server. The call answers `data` and `totalElements`, which the kit's server list reads.
 */
export default function GeoDiversionList() {
  const list = useLiveServerList(geoDiversionCalls.list, nothingRuns);
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Track and Trace' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={geoDiversionColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(row: GeoDiversion) => String(row.id)}
        describeRow={(row: GeoDiversion) => `${row.code}, ${row.distanceKm} km from ${row.destination.name}`}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No scan has been found far from its consignment's destination"
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets read the list (Track & Trace, level 1). */
export const access = geoDiversionCalls.list.access;
