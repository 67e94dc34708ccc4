import { useState } from 'react';
import { codeBlacklistCalls } from '@veritag/api';
import { isUnderReview, type BlacklistEntry } from '@veritag/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@veritag/ui';
import { PageHeader } from '#app/app/PageHeader';
import { ListTable, type RowActionDeclaration } from '#app/kit/list/ListTable';
import { useLiveServerList } from '#app/kit/list/use-live-server-list';
import { BlacklistDialog } from './BlacklistDialog';
import { blacklistColumns } from './blacklist-columns';
import { ConfirmBlacklistDialog } from './ConfirmBlacklistDialog';
import { ReactivateDialog } from './ReactivateDialog';

const title = 'Blacklisted Codes';
/** The platform's blacklistings no person has confirmed or lifted yet (decision 0350). */
const underReviewQuery = { review: 'pending', active: 'true' };
type View = 'all' | 'review';

/**
 * Ours (decisions 0274 and 0354): every blacklisting of the company's codes, newest first, paged
 * and searched on the server, or only the platform's awaiting review; Blacklist Codes (one code or
 * a CSV), Confirm on an entry under review and Reactivate on an active one, for those the
 * server lets change the blacklist. Each view pages on its own; it is asked for again after
 * each change.
 */
export default function BlacklistList() {
  const lists = {
    all: useLiveServerList(codeBlacklistCalls.list),
    review: useLiveServerList(codeBlacklistCalls.list, undefined, underReviewQuery),
  };
  const [view, setView] = useState<View>('all');
  const list = lists[view];
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<BlacklistEntry | null>(null);
  const [reactivating, setReactivating] = useState<BlacklistEntry | null>(null);

  const actions: RowActionDeclaration<BlacklistEntry>[] = [
    {
      label: 'Confirm',
      call: codeBlacklistCalls.confirm,
      onAction: setConfirming,
      isShown: isUnderReview,
    },
    {
      label: 'Reactivate',
      call: codeBlacklistCalls.reactivate,
      onAction: setReactivating,
      isShown: (entry) => entry.active,
    },
  ];
  // One table, mounted afresh in each tab: a view starts on its first page with its own filters.
  const table = (
    <ListTable
      caption={view === 'all' ? title : `${title} under review`}
      source={list}
      columns={blacklistColumns}
      getRowId={(entry) => String(entry.id)}
      describeRow={(entry) => entry.code}
      headerActions={[
        {
          label: 'Blacklist Codes',
          call: codeBlacklistCalls.blacklist,
          onPress: () => setAdding(true),
        },
      ]}
      rowActions={actions}
      emptyMessage={view === 'all' ? 'No codes are blacklisted' : 'No blacklisting is under review'}
    />
  );

  return (
    <>
      <PageHeader title={title} trail={[{ label: 'Printing' }]} />
      <Tabs value={view} onValueChange={(chosen) => setView(chosen as View)}>
        <TabsList aria-label="Which entries">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="review">Under review</TabsTrigger>
        </TabsList>
        <TabsContent value="all">{table}</TabsContent>
        <TabsContent value="review">{table}</TabsContent>
      </Tabs>
      <BlacklistDialog open={adding} onClose={() => setAdding(false)} onChanged={list.reload} />
      <ConfirmBlacklistDialog
        entry={confirming}
        onClose={() => setConfirming(null)}
        onChanged={list.reload}
      />
      <ReactivateDialog
        entry={reactivating}
        onClose={() => setReactivating(null)}
        onChanged={list.reload}
      />
    </>
  );
}

/** Who may open this screen: whoever the server lets read the blacklist (Print Data, level 1). */
export const access = codeBlacklistCalls.list.access;
