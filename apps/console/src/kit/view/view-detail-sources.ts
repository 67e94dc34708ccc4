import { customerCalls, plantCalls, productCalls, vendorCalls } from '@veritag/api';
import type { ContactPerson } from '@veritag/domain';
import { api } from '#app/session/api-client';

/** Each answers a record: typed alike, so the view page reads any of them. */
type DetailCall = (
  id: number,
) => Promise<Record<string, unknown> & { contectPersons?: ContactPerson[] }>;

/**
 * What a fetched record adds to the view page: `contacts`, its contact persons (a tab of their
 * own); `lines`, values of the record's own lines that the list's row does not carry.
 */
export interface ViewDetailSourceSpec {
  load: DetailCall;
  adds: 'contacts' | 'lines';
}

/**
 * The detail calls the view page may fetch a record with, by name: navigation state is
 * cloned and cannot carry a function, and a name from this list cannot carry an arbitrary
 * URL either. A list whose View needs the fetched record (its contact persons) adds its call.
 */
export const viewDetailSources: Record<
  'vendor' | 'customer' | 'plant' | 'productScanRules',
  ViewDetailSourceSpec
> = {
  vendor: { load: (id: number) => api.call(vendorCalls.get, { params: { id } }), adds: 'contacts' },
  customer: {
    load: (id: number) => api.call(customerCalls.get, { params: { id } }),
    adds: 'contacts',
  },
  plant: { load: (id: number) => api.call(plantCalls.get, { params: { id } }), adds: 'contacts' },
  // A product's scan rules (decision 0257) are not part of the product: read-only lines of its
  // view.
  productScanRules: {
    load: (id: number) => api.call(productCalls.scanRules, { params: { id } }),
    adds: 'lines',
  },
};
export type ViewDetailSource = keyof typeof viewDetailSources;

export const isViewDetailSource = (name: unknown): name is ViewDetailSource =>
  typeof name === 'string' && Object.hasOwn(viewDetailSources, name);
