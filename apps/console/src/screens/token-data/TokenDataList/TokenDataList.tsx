import { useCallback, useRef } from 'react';
import { tokenDataCalls } from '@veritag/api';
import { formatListDateTime, tokenDataRowActions, type TokenDataFile } from '@veritag/domain';
import { Button, DataTable, type DataTableQuery, type RowAction } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { paths } from '#app/app/paths';
import { useAllowed } from '#app/kit/access/use-allowed';
import { useRefreshWhile } from '#app/kit/list/use-refresh-while';
import { useServerList } from '#app/kit/list/use-server-list';
import { go } from '#app/routing/navigation';
import { tokenDataColumns } from './token-data-columns';
import { downloadTokenFile, generateTokenFile } from './token-data-actions';

const title = 'Token Data List';

/** Names a row in its buttons' accessible names: "Download CSV po-4711.csv, PO-4711, 25-11-26 02:40 pm". */
const describeRow = (file: TokenDataFile) =>
  `${file.fileName}, ${file.poNumber}${file.created_on ? `, ${formatListDateTime(new Date(file.created_on))}` : ''}`;

/**
 * Token Data List (spec 002 section 2): the uploaded files, newest first, paged, sorted and
 * searched on the server, with Add, and a CSV download on a COMPLETED row (section 4). It is
 * the kit's list composed by hand for one thing a declaration does not say: while a file on
 * the page is RUNNING it asks for the same page again every 2 seconds, so the status moves to
 * COMPLETED (or FAILED with its reason) and the download appears without a reload. A row
 * UPLOADED or FAILED offers Generate (ours), which asks for its token file again.
 */
export default function TokenDataList() {
  const allowed = useAllowed();
  const list = useServerList(tokenDataCalls.list);
  const lastQuery = useRef<DataTableQuery>(undefined);
  const { load } = list;
  const onQueryChange = useCallback(
    (query: DataTableQuery) => {
      lastQuery.current = query;
      load(query);
    },
    [load],
  );
  const reload = () => lastQuery.current && load(lastQuery.current);

  const page = list.state.status === 'ready' ? list.state.page : undefined;
  const rows = page?.content ?? noRows;
  useRefreshWhile(
    rows.some((file) => file.fileStatus === 'RUNNING'),
    page,
    reload,
  );

  const actions: RowAction<TokenDataFile>[] = [
    ...(allowed(tokenDataCalls.download)
      ? [{ label: 'Download CSV', isShown: (file: TokenDataFile) => tokenDataRowActions(file.fileStatus).downloadCsv, onAction: (file: TokenDataFile) => void downloadTokenFile(file) }]
      : []),
    ...(allowed(tokenDataCalls.generateFile)
      ? [
          {
            label: 'Generate',
            variant: 'secondary' as const,
            isShown: (file: TokenDataFile) => tokenDataRowActions(file.fileStatus).generate,
            onAction: (file: TokenDataFile) => void generateTokenFile(file).then(reload),
          },
        ]
      : []),
  ];
  const toolbar = allowed(tokenDataCalls.create) ? [<Button key="add" onPress={() => go(paths.tokenDataAdd)}>Add</Button>] : undefined;

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Token Data' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={tokenDataColumns}
        rows={rows}
        total={page?.totalElements ?? 0}
        totalIsEstimate={page?.totalExact === false}
        onQueryChange={onQueryChange}
        getRowId={(file) => String(file.id)}
        describeRow={describeRow}
        isLoading={list.state.status === 'loading'}
        error={list.state.status === 'failed' ? list.state.message : undefined}
        toolbar={toolbar}
        actions={actions}
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets list token data (Token Data, level 1). */
export const access = tokenDataCalls.list.access;

// One empty array for every render, so the table does not see new rows each time.
const noRows: TokenDataFile[] = [];
