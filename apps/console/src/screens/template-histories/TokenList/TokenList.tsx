import { useCallback, useRef } from 'react';
import { templateHistoryCalls } from '@veritag/api';
import type { TokenBatch } from '@veritag/domain';
import { DataTable, type DataTableQuery } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { useServerList } from '#app/kit/list/use-server-list';
import { tokenColumns } from './token-columns';
import { useRefreshWhile } from '#app/kit/list/use-refresh-while';

const title = 'Token';

/**
 * The token list (spec 001 section 2, breadcrumb Token): the batches, newest first, paged,
 * sorted and searched on the server. It is the kit's list (kit/list/ListScreen) composed by
 * hand for one thing a list declaration does not say: while a batch on the page is RUNNING
 * it asks for the same page again every 2 seconds, so the progress bar moves and the
 * downloads appear when the batch completes, without a reload.
 */
export default function TokenList() {
  const list = useServerList(templateHistoryCalls.list);
  const lastQuery = useRef<DataTableQuery>(undefined);
  const { load } = list;
  const onQueryChange = useCallback(
    (query: DataTableQuery) => {
      lastQuery.current = query;
      load(query);
    },
    [load],
  );

  const page = list.state.status === 'ready' ? list.state.page : undefined;
  const rows = page?.content ?? noRows;
  useRefreshWhile(
    rows.some((batch) => batch.status === 'RUNNING'),
    page,
    () => lastQuery.current && load(lastQuery.current),
  );

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Template' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={tokenColumns}
        rows={rows}
        total={page?.totalElements ?? 0}
        totalIsEstimate={page?.totalExact === false}
        onQueryChange={onQueryChange}
        getRowId={(batch) => String(batch.id)}
        isLoading={list.state.status === 'loading'}
        error={list.state.status === 'failed' ? list.state.message : undefined}
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets list the batches (Token, level 1). */
export const access = templateHistoryCalls.list.access;

// One empty array for every render, so the table does not see new rows each time.
const noRows: TokenBatch[] = [];
