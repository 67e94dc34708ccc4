import * as v from 'valibot';
import {
  access,
  CompanyInputSchema,
  CompanySchema,
  CompanyUpdateSchema,
  IdParamsSchema,
  pageSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** Spec 000 section 2.7: the Name column, sortable and filterable; the spec sorts by createdDate. */
export const CompanyListQuerySchema = listQuery(['name']);

export const companyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/companies',
    access: access.superAdmin,
    summary: 'A page of companies, optionally only those whose name contains a text.',
    query: CompanyListQuerySchema,
    reply: pageSchema(CompanySchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/companies/:id',
    access: access.superAdmin,
    summary: 'One company.',
    params: IdParamsSchema,
    reply: CompanySchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/companies',
    access: access.superAdmin,
    summary: 'Create a company.',
    body: CompanyInputSchema,
    reply: CompanySchema,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/companies',
    access: access.superAdmin,
    summary: 'Rename a company.',
    body: CompanyUpdateSchema,
    reply: CompanySchema,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/companies/:id',
    access: access.superAdmin,
    summary: 'Delete a company.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
} as const;

export type CompanyPage = v.InferOutput<ReturnType<typeof pageSchema<typeof CompanySchema>>>;
