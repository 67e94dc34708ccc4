import type { consignmentCalls } from '@veritag/api';
import type { Consignment } from '@veritag/domain';
import { DetailTable, type DetailColumn } from '#app/kit/list/DetailTable';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { consignmentColumns } from './consignment-columns';

type PalletLabel = Consignment['palletLabels'][number];

/**
 * A consignment list (spec 002 section 2): paged and sorted on the server, ten rows, each row
 * opening what it carries as a table of its own. The two lists differ in their call, their
 * title and what the expansion shows.
 */
export function ConsignmentTable({
  title,
  call,
  detailColumns,
  detailCaption,
}: {
  title: string;
  call: (typeof consignmentCalls)[keyof typeof consignmentCalls];
  detailColumns: readonly DetailColumn<PalletLabel>[];
  detailCaption: (row: Consignment) => string;
}) {
  const declaration = defineList({
    title,
    trail: [{ label: 'Track and Trace' }],
    call,
    columns: consignmentColumns,
    getRowId: (row) => String(row.id),
    describeRow: (row) => row.reference,
    hideSearch: true,
    emptyMessage: 'No consignments yet',
    renderDetail: (row) => (
      <DetailTable
        caption={detailCaption(row)}
        columns={detailColumns}
        rows={row.palletLabels}
        emptyMessage="Nothing recorded"
      />
    ),
  });
  return <ListScreen declaration={declaration} />;
}
