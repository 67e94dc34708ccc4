import { endUserCalls, systemCalls } from '@veritag/api';
import type { EndUserReportRow } from '@veritag/domain';
import { PageHeader } from '#app/app/PageHeader';
import { reportFailure } from '#app/app/report-failure';
import { useLoad } from '#app/app/use-load';
import { saveFile } from '#app/kit/files/save-file';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { api } from '#app/session/api-client';
import { endUserColumns } from './end-user-columns';

const title = 'Report';

/** The row's invoice (`/api/files/{id}`), fetched with the token and saved under its stored name. */
async function downloadFile(row: EndUserReportRow) {
  const fileId = row.fileUrl?.split('/').pop();
  if (!fileId) return;
  try {
    saveFile(await api.call(systemCalls.file, { params: { fileId } }));
  } catch (error) {
    reportFailure(error);
  }
}

const actions: RowActionDeclaration<EndUserReportRow>[] = [
  {
    label: 'Download',
    call: systemCalls.file,
    onAction: (row) => void downloadFile(row),
    isShown: (row) => Boolean(row.fileUrl),
  },
];
const loadRows = () => api.call(endUserCalls.list, { query: { sort: 'createdDate,desc' } });

/**
 * /report (spec 002): the people who registered a product, read-only, newest first. The call
 * answers the whole array, so the table pages it here. Download shows on a row with a file.
 */
export default function EndUserReport() {
  const { state } = useLoad(loadRows);
  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <ListTable
        caption={title}
        source={{
          mode: 'client',
          rows: state.status === 'ready' ? state.data : noRows,
          isLoading: state.status === 'loading',
          error: state.status === 'failed' ? 'The end users could not be loaded' : undefined,
        }}
        columns={endUserColumns}
        getRowId={(row) => `${row.code ?? ''}-${row.mobileNo ?? ''}`}
        describeRow={(row) => `${row.name ?? ''}, ${row.code ?? ''}`}
        rowActions={actions}
        emptyMessage="No end users have registered a product yet"
      />
    </>
  );
}

// One empty array for every render, so the table does not see new rows each time.
const noRows: EndUserReportRow[] = [];

/** Who may open this screen: whoever the server lets read the list (Template, level 1). */
export const access = endUserCalls.list.access;
