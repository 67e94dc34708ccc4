import * as v from 'valibot';
import { IdParamsSchema, IdSchema, pageSchema, plantFormSchema, PlantOptionSchema, PlantSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery } from './shared-schemas';

export const plantCalls = {
  list: defineCall({
    method: 'GET',
    path: '/plants/company',
    summary: "A page of the caller's company's plants.",
    query: pageQuery('plantCode', 'name', 'address', 'customer.companyName'),
    reply: pageSchema(PlantSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/plants/:id',
    summary: 'One plant with its products and contact persons.',
    params: IdParamsSchema,
    reply: PlantSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/plants',
    summary: 'Add a plant with its products (or all products) and contact persons.',
    body: plantFormSchema('add'),
    reply: PlantSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/plants',
    summary: 'Edit a plant; its customer cannot change.',
    body: plantFormSchema('edit'),
    reply: PlantSchema,
  }),
  remove: defineCall({ method: 'DELETE', path: '/plants/:id', summary: 'Delete a plant.', params: IdParamsSchema, reply: 'empty' }),
  removeProduct: defineCall({
    method: 'POST',
    path: '/plants/product/delete',
    summary: 'Remove a saved product row from its plant at once.',
    body: IdParamsSchema,
    reply: 'empty',
    ours: 'the spec says "the plant product id": the body is { id }; reply nothing (204)',
  }),
  names: defineCall({
    method: 'GET',
    path: '/plants/name',
    summary: "The caller's company's plants as options (id, name).",
    reply: v.array(PlantOptionSchema),
    ours: 'reply not shown ("plant names"): options of id and name',
  }),
  ofCustomer: defineCall({
    method: 'GET',
    path: '/plants/:customerId/customer',
    summary: "A customer's plants as options.",
    params: v.object({ customerId: IdSchema }),
    reply: v.array(PlantOptionSchema),
    ours: 'reply not shown: options of id and name',
  }),
} as const;
