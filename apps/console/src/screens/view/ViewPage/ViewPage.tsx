import { authCalls } from '@veritag/api';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { navigationState, useReturnWithout } from '#app/app/navigation';
import type { ViewState } from '#app/kit/view/open-view';
import { isViewDetailSource, viewDetailSources } from '#app/kit/view/view-detail-sources';
import { ViewDetails } from './ViewDetails';

const isViewState = (value: unknown): value is ViewState =>
  typeof value === 'object' &&
  value !== null &&
  'record' in value &&
  'properties' in value &&
  Array.isArray((value as ViewState).properties);

/** Who may open this screen: whoever the server lets make its account call. */
export const access = authCalls.account.access;

/**
 * Spec 000 section 2.10: the generic read-only page a list's View opens. Reached without
 * its record (a reload of an old tab, a typed URL) it returns to the dashboard.
 */
export default function ViewPage() {
  const view = navigationState<{ view: unknown }>().view;
  const valid = isViewState(view);
  useReturnWithout(valid, paths.dashboard);
  if (!valid) return null;
  return view.detail && isViewDetailSource(view.detail.source) ? (
    <FetchedView view={view} detail={view.detail} />
  ) : (
    <ViewDetails view={view} />
  );
}

/**
 * Spec 002 section 8: the view page's fetch fails silently; the record it was given still shows.
 * A source that adds lines shows them once fetched ('-' until then or when refused).
 */
function FetchedView({
  view,
  detail,
}: {
  view: ViewState;
  detail: NonNullable<ViewState['detail']>;
}) {
  const source = viewDetailSources[detail.source];
  const { state } = useLoad(() => source.load(detail.id), { silent: true });
  const fetched = state.status === 'ready' ? state.data : undefined;
  if (source.adds === 'lines')
    return <ViewDetails view={{ ...view, record: { ...view.record, ...fetched } }} />;
  return <ViewDetails view={view} contactPersons={fetched ? fetched.contectPersons : []} />;
}
