import {
  access,
  IdParamsSchema,
  pageSchema,
  VendorFormSchema,
  VendorSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, withId } from './shared-schemas';

/** Spec 002 section 6: the Vendor privilege, 1 view, 2 add and edit, 3 delete. */
const read = access.company('Vendor', 1);
const write = access.company('Vendor', 2);

export const vendorCalls = {
  list: defineCall({
    method: 'GET',
    path: '/vendors/company',
    // Also the print data form's vendor options (spec 001 section 7): Print Data viewers read it too.
    access: { ...read, orViewOf: ['Print Data'] },
    summary:
      "A page of the caller's company's vendors (also the print data form's options), searched by name and address.",
    query: listQuery(['name', 'address']),
    reply: pageSchema(VendorSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/vendors/:id',
    access: read,
    summary: 'One vendor with its contact persons.',
    params: IdParamsSchema,
    reply: VendorSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/vendors',
    access: write,
    summary: 'Add a vendor with contact persons.',
    body: VendorFormSchema,
    reply: VendorSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/vendors',
    access: write,
    summary:
      'Edit a vendor; contact persons sent with an id are kept, without one added, and those left out removed.',
    body: withId(VendorFormSchema),
    reply: VendorSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/vendors/:id',
    access: access.company('Vendor', 3),
    summary: 'Delete a vendor and its contact persons.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;
