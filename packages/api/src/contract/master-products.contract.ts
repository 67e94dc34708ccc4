import * as v from 'valibot';
import {
  access,
  type SignedInAccess,
  IdParamsSchema,
  MasterProductColorSchema,
  MasterProductFormSchema,
  MasterProductSchema,
  pageSchema,
  requiredText,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, withId } from './shared-schemas';

/**
 * Spec 002 section 6: the Master Product privilege (Token Data module), 2 add and edit,
 * 3 delete; the table names no view level, so reading the list is level 1 as elsewhere.
 */
const read = access.company('Master Product', 1);
const write = access.company('Master Product', 2);
/**
 * The colours and pack sizes feed the Add Token Data form (spec 002 section 4): whoever works
 * with token data may read them without the Master Product privilege (decision 0212).
 */
const tokenDataChoices: SignedInAccess = { ...read, orViewOf: ['Token Data'] };

/** The list's columns (spec 002 section 2), also its sort fields and search columns. */
export const masterProductColumns = [
  'name',
  'color',
  'tokenType',
  'packSize',
  'description',
] as const;

/** Master products (SKU records, "matnrs" in the spec's paths). */
export const masterProductCalls = {
  list: defineCall({
    method: 'GET',
    path: '/matnrs',
    access: read,
    summary: "A page of the caller's company's master products, searched and sorted on the server.",
    query: listQuery(masterProductColumns),
    reply: pageSchema(MasterProductSchema),
    ours: 'reply not shown: a page, like every list the table pages on the server',
  }),
  get: defineCall({
    method: 'GET',
    path: '/matnrs/:id',
    access: read,
    summary: 'One master product.',
    params: IdParamsSchema,
    reply: MasterProductSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/matnrs',
    access: write,
    summary: 'Add a master product; its token type is always Normal.',
    body: MasterProductFormSchema,
    reply: MasterProductSchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/matnrs',
    access: write,
    summary: 'Edit a master product; its token type stays Normal.',
    body: withId(MasterProductFormSchema),
    reply: MasterProductSchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/matnrs/:id',
    access: access.company('Master Product', 3),
    summary: 'Delete a master product.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  colors: defineCall({
    method: 'GET',
    path: '/matnrs/colos',
    access: tokenDataChoices,
    summary: "The colours of the company's master products, for the token data form.",
    reply: v.array(MasterProductColorSchema),
    ours: 'the spec says "colors, value": an array of { value }',
  }),
  packSizes: defineCall({
    method: 'GET',
    path: '/matnrs/packsize/:color',
    access: tokenDataChoices,
    summary:
      'The pack sizes of the master products of one colour, smallest first; a colour none of them has is not found.',
    params: v.object({ color: requiredText(200) }),
    reply: v.array(v.number()),
    ours: 'reply not shown: an array of pack sizes',
  }),
} as const;
