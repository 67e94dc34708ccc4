import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  plantFormSchema,
  PlantOptionSchema,
  PlantSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** Spec 002 section 6: the Plant privilege, 1 view, 2 add and edit, 3 delete. */
const read = access.company('Plant', 1);
const write = access.company('Plant', 2);
const remove = access.company('Plant', 3);
/**
 * Plant options feed the dropdowns of other screens (token data, link QR, print data), whose
 * own calls carry their privilege: any member of the company may read the names.
 */
const options = access.companyMembers;

export const plantCalls = {
  list: defineCall({
    method: 'GET',
    path: '/plants/company',
    access: read,
    summary:
      "A page of the caller's company's plants, searched by code, name, address and customer.",
    query: listQuery(['plantCode', 'name', 'address', 'customer.companyName']),
    reply: pageSchema(PlantSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/plants/:id',
    access: read,
    summary: 'One plant with its products and contact persons.',
    params: IdParamsSchema,
    reply: PlantSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/plants',
    access: write,
    summary: 'Add a plant with its products (or all products) and contact persons.',
    body: plantFormSchema('add'),
    reply: PlantSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/plants',
    access: write,
    summary: 'Edit a plant; its customer cannot change, nor the product of a saved product row.',
    body: plantFormSchema('edit'),
    reply: PlantSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/plants/:id',
    access: remove,
    summary: 'Delete a plant with its product rows and contact persons.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  removeProduct: defineCall({
    method: 'POST',
    path: '/plants/product/delete',
    access: remove,
    summary: 'Remove a saved product row from its plant at once.',
    body: IdParamsSchema,
    reply: 'empty',
    ours: 'the spec says "the plant product id": the body is { id }; reply nothing (204)',
  }),
  names: defineCall({
    method: 'GET',
    path: '/plants/name',
    access: options,
    summary: "The caller's company's plants as options (id, name).",
    reply: v.array(PlantOptionSchema),
    ours: 'reply not shown ("plant names"): options of id and name',
  }),
  ofCustomer: defineCall({
    method: 'GET',
    path: '/plants/:customerId/customer',
    access: options,
    summary: "A customer's plants as options.",
    params: v.object({ customerId: IdSchema }),
    reply: v.array(PlantOptionSchema),
    ours: 'reply not shown: options of id and name',
  }),
} as const;
