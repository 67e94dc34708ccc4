import type { Route } from '@veritag/domain';
import { go } from '#app/routing/navigation';

/** One line of the view page: a label and the record's value at `name` (dotted for nested). */
export interface ViewProperty {
  label: string;
  name: string;
}

/**
 * What the generic view page receives in navigation state (spec 000 section 2.10): the
 * record, the page title, the route Back returns to and the properties to show. History
 * state is cloned, so it carries data only.
 */
export interface ViewState {
  record: Record<string, unknown>;
  title: string;
  returnTo: Route;
  properties: readonly ViewProperty[];
}

export const openView = (view: ViewState): void => go('/view', { view });
