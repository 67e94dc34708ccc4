import { customerCalls, plantCalls, vendorCalls } from '@veritag/api';
import type { ContactPerson } from '@veritag/domain';
import { api } from '#app/session/api-client';

/** Each answers a record with its contact persons: typed alike, so the view page reads any of them. */
type DetailCall = (id: number) => Promise<Record<string, unknown> & { contectPersons?: ContactPerson[] }>;

/**
 * The detail calls the view page may fetch a record with, by name: navigation state is
 * cloned and cannot carry a function, and a name from this list cannot carry an arbitrary
 * URL either. A list whose View needs the fetched record (its contact persons) adds its call.
 */
export const viewDetailSources: Record<'vendor' | 'customer' | 'plant', DetailCall> = {
  vendor: (id: number) => api.call(vendorCalls.get, { params: { id } }),
  customer: (id: number) => api.call(customerCalls.get, { params: { id } }),
  plant: (id: number) => api.call(plantCalls.get, { params: { id } }),
};
export type ViewDetailSource = keyof typeof viewDetailSources;

export const isViewDetailSource = (name: unknown): name is ViewDetailSource => typeof name === 'string' && Object.hasOwn(viewDetailSources, name);
