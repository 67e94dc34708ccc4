import { templateHistoryCalls } from '@veritag/api';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { browserTimeZone } from '#app/app/browser-time-zone';
import { tokenColumns } from './token-columns';

/**
 * The token list (spec 001 section 2, breadcrumb Token): the batches, newest first, paged,
 * sorted and searched on the server. While a batch on the page is RUNNING it asks for the same
 * page again every 2 seconds, so the progress bar moves and the downloads appear when the
 * batch completes, without a reload.
 */
const tokenList = defineList({
  title: 'Download Print Data',
  trail: [{ label: 'Template' }],
  call: templateHistoryCalls.list,
  // Created Date is searched as shown, in the browser's time zone.
  fixedQuery: { timeZone: browserTimeZone() },
  isRunning: (batch) => batch.status === 'RUNNING',
  columns: tokenColumns,
  getRowId: (batch) => String(batch.id),
  describeRow: (batch) => `${batch.template.description}, ${batch.fileName ?? `batch ${batch.id}`}`,
});

export default function TokenList() {
  return <ListScreen declaration={tokenList} />;
}

/** Who may open this screen: whoever the server lets list the batches (Token, level 1). */
export const access = templateHistoryCalls.list.access;
