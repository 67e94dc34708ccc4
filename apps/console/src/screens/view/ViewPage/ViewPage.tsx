import { paths } from '#app/app/paths';
import { navigationState, useReturnWithout } from '#app/routing/navigation';
import type { ViewState } from '#app/kit/view/open-view';
import { ViewDetails } from './ViewDetails';

const isViewState = (value: unknown): value is ViewState =>
  typeof value === 'object' && value !== null && 'record' in value && 'properties' in value && Array.isArray((value as ViewState).properties);

/**
 * Spec 000 section 2.10: the generic read-only page a list's View opens. Reached without
 * its record (a reload of an old tab, a typed URL) it returns to the dashboard.
 */
export default function ViewPage() {
  const view = navigationState<{ view: unknown }>().view;
  const valid = isViewState(view);
  useReturnWithout(valid, paths.dashboard);
  return valid ? <ViewDetails view={view} /> : null;
}
