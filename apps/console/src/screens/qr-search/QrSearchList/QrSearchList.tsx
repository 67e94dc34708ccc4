import { qrCodeCalls } from '@veritag/api';
import { notices, qrSearchRecordActions, type QrSearchRecord } from '@veritag/domain';
import { Button, DataTable } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { useAllowed } from '#app/kit/access/use-allowed';
import { saveFile } from '#app/kit/files/save-file';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { go } from '#app/routing/navigation';
import { api } from '#app/session/api-client';
import { qrSearchColumns } from './qr-search-columns';

const title = 'QrCode Search List';

/** Who may open this screen: whoever the server lets list the searches (Track & Trace, level 1). */
export const access = qrCodeCalls.list.access;

/** Still to be decided by its job: the page is asked for again until it is. */
const isUnderway = (row: QrSearchRecord) => row.status === 'PENDING' || row.status === 'RUNNING';

/** The search's history file through its authenticated route, saved under the server's name. */
async function download(row: QrSearchRecord): Promise<void> {
  try {
    saveFile(await api.call(qrCodeCalls.file, { params: { id: row.id } }));
  } catch (error) {
    reportFailure(error);
  }
}

/**
 * search_qr_code (spec 002 sections 2 and 4): the company's code searches, newest first, paged
 * and searched on the server; Search opens /search, and a COMPLETED search offers its file.
 * While a search on the page is PENDING or RUNNING the page is asked for again, so it reaches
 * COMPLETED (or NOT_FOUND) without a reload.
 */
export default function QrSearchList() {
  const allowed = useAllowed();
  const list = useLiveServerList(qrCodeCalls.list, isUnderway);
  const actions = [
    { label: 'Download', call: qrCodeCalls.file, isShown: (row: QrSearchRecord) => qrSearchRecordActions(row.status).download, onAction: (row: QrSearchRecord) => void download(row) },
  ].filter((action) => allowed(action.call));
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Track and Trace' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={qrSearchColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(row) => String(row.id)}
        describeRow={(row) => `search ${row.qrCode}`}
        isLoading={list.isLoading}
        error={list.error}
        actions={actions}
        emptyMessage={notices.qrSearchEmpty}
        toolbar={allowed(qrCodeCalls.search) ? <Button onPress={() => go(paths.qrSearch)}>Search</Button> : undefined}
      />
    </>
  );
}
