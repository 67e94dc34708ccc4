import { vendorCalls } from '@veritag/api';
import { api } from '#app/session/api-client';

/**
 * The detail calls the view page may fetch a record with, by name: navigation state is
 * cloned and cannot carry a function, and a name from this list cannot carry an arbitrary
 * URL either. A list whose View needs the fetched record (its contact persons) adds its call.
 */
export const viewDetailSources = {
  vendor: (id: number) => api.call(vendorCalls.get, { params: { id } }),
} satisfies Record<string, (id: number) => Promise<Record<string, unknown>>>;
export type ViewDetailSource = keyof typeof viewDetailSources;

export const isViewDetailSource = (name: unknown): name is ViewDetailSource => typeof name === 'string' && Object.hasOwn(viewDetailSources, name);
