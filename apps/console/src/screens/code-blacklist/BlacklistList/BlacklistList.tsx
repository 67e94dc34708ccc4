import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import type { BlacklistEntry } from '@veritag/domain';
import { Button, DataTable, type RowAction } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { useAllowed } from '#app/kit/access/use-allowed';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { BlacklistDialog } from './BlacklistDialog';
import { blacklistColumns } from './blacklist-columns';
import { ReactivateDialog } from './ReactivateDialog';

const title = 'Blacklisted Codes';
const nothingRuns = () => false;

/**
 * Ours (issue 18): every blacklisting of the company's codes, newest first, paged and searched
 * on the server; Blacklist Codes (one code or a CSV) and Reactivate per active row for those
 * the server lets change the blacklist. The page asked for again after each change.
 */
export default function BlacklistList() {
  const allowed = useAllowed();
  const list = useLiveServerList(codeBlacklistCalls.list, nothingRuns);
  const [adding, setAdding] = useState(false);
  const [reactivating, setReactivating] = useState<BlacklistEntry | null>(null);

  const actions: RowAction<BlacklistEntry>[] = allowed(codeBlacklistCalls.reactivate)
    ? [{ label: 'Reactivate', onAction: setReactivating, isShown: (entry) => entry.active }]
    : [];
  const toolbar = allowed(codeBlacklistCalls.blacklist) ? [<Button key="blacklist" onPress={() => setAdding(true)}>Blacklist Codes</Button>] : undefined;

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Printing' }]} />
      <DataTable
        mode="server"
        caption={title}
        columns={blacklistColumns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        onQueryChange={list.onQueryChange}
        getRowId={(entry) => String(entry.id)}
        describeRow={(entry) => entry.code}
        isLoading={list.isLoading}
        error={list.error}
        toolbar={toolbar}
        actions={actions}
        emptyMessage="No codes are blacklisted"
      />
      <BlacklistDialog open={adding} onClose={() => setAdding(false)} onChanged={list.reload} />
      <ReactivateDialog entry={reactivating} onClose={() => setReactivating(null)} onChanged={list.reload} />
    </>
  );
}

/** Who may open this screen: whoever the server lets read the blacklist (Print Data, level 1). */
export const access = codeBlacklistCalls.list.access;
