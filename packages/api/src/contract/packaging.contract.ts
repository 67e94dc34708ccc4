import {
  access,
  IdParamsSchema,
  pageSchema,
  PackagingFormSchema,
  PackagingSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, withId } from './shared-schemas';

/**
 * Spec 002 section 6: the Packaging privilege, 2 add and edit, 3 delete. The table names no
 * view level; the menu shows the list at level 1, as every other list.
 */
const read = access.company('Packaging', 1);
const write = access.company('Packaging', 2);

export const packagingCalls = {
  list: defineCall({
    method: 'GET',
    path: '/package/get_all',
    access: read,
    summary:
      "A page of the caller's company's packagings (content, totalElements), searched by name.",
    query: listQuery(['name']),
    reply: pageSchema(PackagingSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/package/get/:id',
    access: read,
    summary: 'One packaging with its chain of levels.',
    params: IdParamsSchema,
    reply: PackagingSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/package/create',
    access: write,
    summary: 'Add a packaging: name, enabled, product and the chain of levels.',
    body: PackagingFormSchema,
    reply: PackagingSchema,
  }),
  update: defineCall({
    method: 'POST',
    path: '/package/edit',
    access: write,
    summary: 'Edit a packaging (as create, with the id).',
    body: withId(PackagingFormSchema),
    reply: PackagingSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/package/:id',
    access: access.company('Packaging', 3),
    summary: 'Delete a packaging.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;
