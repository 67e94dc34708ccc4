import type { Route } from '#app/app/paths';
import { go } from '#app/app/navigation';
import type { ViewDetailSource } from './view-detail-sources';

/** One line of the view page: a label and the record's value at `name` (dotted for nested). */
export interface ViewProperty {
  label: string;
  name: string;
}

/**
 * What the generic view page receives in navigation state (spec 000 section 2.10): the
 * record, the page title, the route Back returns to and the properties to show. History
 * state is cloned, so it carries data only: the spec's "url" to fetch the record again is
 * `detail`, the name of a detail call (view-detail-sources.ts) and the record's id.
 */
export interface ViewState {
  record: Record<string, unknown>;
  title: string;
  returnTo: Route;
  properties: readonly ViewProperty[];
  detail?: { source: ViewDetailSource; id: number };
}

export const openView = (view: ViewState): void => go('/view', { view });
