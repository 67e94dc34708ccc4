import * as v from 'valibot';
import { IdParamsSchema, IdSchema, pageSchema, TemplateAddSchema, TemplateEditSchema, TemplateSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, sortQuery } from './shared-schemas';

const sortable = ['description', 'status'] as const;

export const templateCalls = {
  forCustomer: defineCall({
    method: 'GET',
    path: '/templates/customer/:customerId',
    summary: "A customer's templates, newest first.",
    params: v.object({ customerId: IdSchema }),
    query: sortQuery(...sortable),
    reply: v.array(TemplateSchema),
    ours: 'reply not shown ("list"): an array of templates; the table pages it',
  }),
  create: defineCall({
    method: 'POST',
    path: '/templates',
    summary: 'Add a template for a customer (multipart: description, file, customerId); it starts PENDING.',
    multipart: { fields: TemplateAddSchema, files: { file: { rule: 'templatePdf', required: true } } },
    reply: TemplateSchema,
    ours: 'reply not shown: the saved template (Save And Design needs its id)',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/templates',
    summary: "Edit a template's description (multipart: id, description; no customer).",
    multipart: { fields: TemplateEditSchema, files: {} },
    reply: TemplateSchema,
    ours: 'reply not shown: the saved template',
  }),
  pending: defineCall({
    method: 'GET',
    path: '/templates/pending',
    summary: 'A page of template requests still PENDING, for the super admin.',
    query: pageQuery(...sortable),
    reply: pageSchema(TemplateSchema),
    ours: 'reply not shown ("requests"): a page as the other lists',
  }),
  changeStatus: defineCall({
    method: 'GET',
    path: '/templates/change-status/:id',
    summary: "Switch a template request's status (the request list switch).",
    params: IdParamsSchema,
    reply: TemplateSchema,
    ours: 'reply not shown: the template with its new status',
  }),
  markUpdated: defineCall({
    method: 'POST',
    path: '/updateTemplateStatus',
    summary: 'Mark a template designed (Save in Add Component): PENDING becomes UPDATED.',
    body: IdParamsSchema,
    reply: TemplateSchema,
    ours: 'reply not shown: the template with its new status',
  }),
  download: defineCall({
    method: 'GET',
    path: '/getTemplate',
    summary: "The template's PDF.",
    query: v.object({ id: IdSchema }),
    reply: 'file',
  }),
} as const;
