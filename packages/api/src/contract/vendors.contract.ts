import { IdParamsSchema, pageSchema, VendorFormSchema, VendorSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, withId } from './shared-schemas';

export const vendorCalls = {
  list: defineCall({
    method: 'GET',
    path: '/vendors/company',
    summary: "A page of the caller's company's vendors (also the print data form's options).",
    query: pageQuery('name', 'address', 'id'),
    reply: pageSchema(VendorSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/vendors/:id',
    summary: 'One vendor with its contact persons.',
    params: IdParamsSchema,
    reply: VendorSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/vendors',
    summary: 'Add a vendor with contact persons.',
    body: VendorFormSchema,
    reply: VendorSchema,
  }),
  update: defineCall({ method: 'PUT', path: '/vendors', summary: 'Edit a vendor.', body: withId(VendorFormSchema), reply: VendorSchema }),
  remove: defineCall({ method: 'DELETE', path: '/vendors/:id', summary: 'Delete a vendor.', params: IdParamsSchema, reply: 'empty' }),
} as const;
