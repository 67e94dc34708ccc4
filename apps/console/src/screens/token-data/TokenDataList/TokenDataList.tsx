import { tokenDataCalls } from '@veritag/api';
import { formatListDateTime, tokenDataRowActions, type TokenDataFile } from '@veritag/domain';
import { paths } from '#app/app/paths';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { tokenDataColumns } from './token-data-columns';
import { downloadTokenFile, generateTokenFile } from './token-data-actions';

/** Names a row in its buttons' accessible names: "Download CSV po-4711.csv, PO-4711, 25-11-26 02:40 pm". */
const describeRow = (file: TokenDataFile) =>
  `${file.fileName}, ${file.poNumber}${file.created_on ? `, ${formatListDateTime(new Date(file.created_on))}` : ''}`;

const isRunning = (file: TokenDataFile) => file.fileStatus === 'RUNNING';

/**
 * Token Data List (spec 002 section 2): the uploaded files, newest first, paged, sorted and
 * searched on the server, with Add, and a CSV download on a COMPLETED row (section 4). While a
 * file on the page is RUNNING it asks for the same page again every 2 seconds, so the status
 * moves to COMPLETED (or FAILED with its reason) and the download appears without a reload. A
 * row UPLOADED or FAILED offers Generate (ours), which asks for its token file again.
 */
export default function TokenDataList() {
  const list = useLiveServerList(tokenDataCalls.list, isRunning);
  const declaration = defineList({
    title: 'Token Data',
    trail: [{ label: 'Token Data' }],
    call: tokenDataCalls.list,
    columns: tokenDataColumns,
    getRowId: (file) => String(file.id),
    describeRow,
    headerActions: [{ label: 'Add', call: tokenDataCalls.create, to: paths.tokenDataAdd }],
    rowActions: [
      {
        label: 'Download CSV',
        call: tokenDataCalls.download,
        isShown: (file) => tokenDataRowActions(file.fileStatus).downloadCsv,
        onAction: (file) => void downloadTokenFile(file),
      },
      {
        label: 'Generate',
        call: tokenDataCalls.generateFile,
        isShown: (file) => tokenDataRowActions(file.fileStatus).generate,
        onAction: (file) => void generateTokenFile(file).then(list.reload),
      },
    ],
  });
  return <ListScreen declaration={declaration} list={list} />;
}

/** Who may open this screen: whoever the server lets list token data (Token Data, level 1). */
export const access = tokenDataCalls.list.access;
