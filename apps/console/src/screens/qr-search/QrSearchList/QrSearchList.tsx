import { qrCodeCalls } from '@veritag/api';
import { notices, qrSearchRecordActions, type QrSearchRecord } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { reportFailure } from '#app/app/report-failure';
import { saveFile } from '#app/kit/files/save-file';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { api } from '#app/session/api-client';
import { qrSearchColumns } from './qr-search-columns';

/** Who may open this screen: whoever the server lets list the searches (Track & Trace, level 1). */
export const access = qrCodeCalls.list.access;

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
 * While a search on the page is PENDING or RUNNING (still to be decided by its job) the page
 * is asked for again, so it reaches COMPLETED (or NOT_FOUND) without a reload.
 */
const qrSearchList = defineList({
  title: 'Search QrCode',
  trail: [{ label: 'Track and Trace' }],
  call: qrCodeCalls.list,
  isRunning: (row) => row.status === 'PENDING' || row.status === 'RUNNING',
  columns: qrSearchColumns,
  getRowId: (row) => String(row.id),
  describeRow: (row) => `search ${row.qrCode}`,
  headerActions: [{ label: 'Search', call: qrCodeCalls.search, to: paths.qrSearch }],
  rowActions: [
    {
      label: 'Download',
      call: qrCodeCalls.file,
      isShown: (row) => qrSearchRecordActions(row.status).download,
      onAction: (row) => void download(row),
    },
  ],
  emptyMessage: notices.qrSearchEmpty,
});

export default function QrSearchList() {
  return <ListScreen declaration={qrSearchList} />;
}
