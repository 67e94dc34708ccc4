import { geoDiversionCalls } from '@veritag/api';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { geoDiversionColumns } from './geo-diversion-columns';

/**
 * geo_diversion_list (ours, decision 0331): consumer scans more than 100 km from the destination of
 * the consignment that carried the code, newest first, paged, sorted and filtered on the
 * server. The call answers `data` and `totalElements`, which the kit's server list reads.
 */
const geoDiversionList = defineList({
  title: 'Geo-Diversions',
  trail: [{ label: 'Track and Trace' }],
  call: geoDiversionCalls.list,
  columns: geoDiversionColumns,
  getRowId: (row) => String(row.id),
  describeRow: (row) => `${row.code}, ${row.distanceKm} km from ${row.destination.name}`,
  emptyMessage: "No scan has been found far from its consignment's destination",
});

export default function GeoDiversionList() {
  return <ListScreen declaration={geoDiversionList} />;
}

/** Who may open this screen: whoever the server lets read the list (Track & Trace, level 1). */
export const access = geoDiversionCalls.list.access;
