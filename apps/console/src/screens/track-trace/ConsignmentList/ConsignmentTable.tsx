import type { consignmentCalls } from '@veritag/api';
import type { Consignment } from '@veritag/domain';
import { DataTable } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { DetailTable, type DetailColumn } from '#app/kit/list/DetailTable';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { consignmentColumns } from './consignment-columns';

type PalletLabel = Consignment['palletLabels'][number];

const nothingRuns = () => false;

/**
 * A consignment list (spec 002 section 2): paged and sorted on the server, ten rows, each row
 * opening what it carries as a table of its own. The two lists differ in their call, their
 * title and what the expansion shows.
 */
export function ConsignmentTable({ title, call, detailColumns, detailCaption }: {
  title: string;
  call: (typeof consignmentCalls)[keyof typeof consignmentCalls];
  detailColumns: readonly DetailColumn<PalletLabel>[];
  detailCaption: (row: Consignment) => string;
}) {
  const list = useLiveServerList(call, nothingRuns);
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Track and Trace' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={consignmentColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(row) => String(row.id)}
        describeRow={(row) => row.reference}
        isLoading={list.isLoading}
        error={list.error}
        hideSearch
        emptyMessage="No consignments yet"
        renderDetail={(row) => (
          <DetailTable caption={detailCaption(row)} columns={detailColumns} rows={row.palletLabels} emptyMessage="Nothing recorded" />
        )}
      />
    </>
  );
}
