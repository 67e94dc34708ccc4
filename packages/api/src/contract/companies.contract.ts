import * as v from 'valibot';
import {
  CompanyInputSchema,
  CompanySchema,
  CompanyUpdateSchema,
  IdParamsSchema,
  pageQuerySchema,
  pageSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';

export const CompanyPageQuerySchema = pageQuerySchema(['createdDate', 'name', 'id'], {
  field: 'createdDate',
  direction: 'desc',
});

export const companyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/companies',
    summary: 'A page of companies.',
    query: CompanyPageQuerySchema,
    reply: pageSchema(CompanySchema),
  }),
  get: defineCall({ method: 'GET', path: '/companies/:id', summary: 'One company.', params: IdParamsSchema, reply: CompanySchema }),
  create: defineCall({ method: 'POST', path: '/companies', summary: 'Create a company.', body: CompanyInputSchema, reply: CompanySchema }),
  update: defineCall({ method: 'PUT', path: '/companies', summary: 'Rename a company.', body: CompanyUpdateSchema, reply: CompanySchema }),
  remove: defineCall({ method: 'DELETE', path: '/companies/:id', summary: 'Delete a company.', params: IdParamsSchema, reply: 'empty' }),
} as const;

export type CompanyPage = v.InferOutput<ReturnType<typeof pageSchema<typeof CompanySchema>>>;
