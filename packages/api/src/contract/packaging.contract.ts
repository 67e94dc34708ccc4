import { IdParamsSchema, pageSchema, PackagingFormSchema, PackagingSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, withId } from './shared-schemas';

export const packagingCalls = {
  list: defineCall({
    method: 'GET',
    path: '/package/get_all',
    summary: 'A page of packagings (content, totalElements).',
    query: pageQuery('name', 'enabled', 'product.productCode'),
    reply: pageSchema(PackagingSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/package/get/:id',
    summary: 'One packaging with its chain of levels.',
    params: IdParamsSchema,
    reply: PackagingSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/package/create',
    summary: 'Add a packaging: name, enabled, product and the chain of levels.',
    body: PackagingFormSchema,
    reply: PackagingSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: '/package/edit',
    summary: 'Edit a packaging (as create, with the id).',
    body: withId(PackagingFormSchema),
    reply: PackagingSchema,
  }),
  remove: defineCall({ method: 'DELETE', path: '/package/:id', summary: 'Delete a packaging.', params: IdParamsSchema, reply: 'empty' }),
} as const;
