import * as v from 'valibot';
import { IdParamsSchema, MasterProductColorSchema, MasterProductFormSchema, MasterProductSchema, requiredText } from '@veritag/domain';
import { defineCall } from './define-call';
import { withId } from './shared-schemas';

/** Master products (SKU records, "matnrs" in the spec's paths). */
export const masterProductCalls = {
  list: defineCall({
    method: 'GET',
    path: '/matnrs',
    summary: "The caller's company's master products.",
    reply: v.array(MasterProductSchema),
    ours: 'reply not shown: an array; the table pages it',
  }),
  get: defineCall({
    method: 'GET',
    path: '/matnrs/:id',
    summary: 'One master product.',
    params: IdParamsSchema,
    reply: MasterProductSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/matnrs',
    summary: 'Add a master product; its token type is always Normal.',
    body: MasterProductFormSchema,
    reply: MasterProductSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/matnrs',
    summary: 'Edit a master product.',
    body: withId(MasterProductFormSchema),
    reply: MasterProductSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/matnrs/:id',
    summary: 'Delete a master product.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  colors: defineCall({
    method: 'GET',
    path: '/matnrs/colos',
    summary: 'The colours of the master products, for the token data form.',
    reply: v.array(MasterProductColorSchema),
    ours: 'the spec says "colors, value": an array of { value }',
  }),
  packSizes: defineCall({
    method: 'GET',
    path: '/matnrs/packsize/:color',
    summary: 'The pack sizes of the master products of one colour.',
    params: v.object({ color: requiredText(200) }),
    reply: v.array(v.number()),
    ours: 'reply not shown: an array of pack sizes',
  }),
} as const;
