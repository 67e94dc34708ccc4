import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  TemplateAddSchema,
  TemplateDesignSchema,
  TemplateEditSchema,
  TemplateSchema,
  type SignedInAccess,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, sortQuery } from './shared-schemas';

const sortable = ['description', 'status'] as const;

/**
 * Spec 001 section 6: the Template privilege, 1 view, 2 add, edit and design. The super
 * admin reaches every company's templates (the request list, its downloads and switch).
 */
export const templateAccess = {
  read: { ...access.company('Template', 1), roles: access.anySignedIn.roles } as SignedInAccess,
  write: { ...access.company('Template', 2), roles: access.anySignedIn.roles } as SignedInAccess,
};
const { read, write } = templateAccess;

export const templateCalls = {
  forCustomer: defineCall({
    method: 'GET',
    path: '/templates/customer/:customerId',
    access: read,
    summary: "A customer's templates, newest first.",
    params: v.object({ customerId: IdSchema }),
    query: sortQuery(...sortable),
    reply: v.array(TemplateSchema),
    ours: 'reply not shown ("list"): an array of templates; the table pages it',
  }),
  create: defineCall({
    method: 'POST',
    path: '/templates',
    access: write,
    summary:
      'Add a template for a customer (multipart: description, file, customerId); it starts PENDING.',
    multipart: {
      fields: TemplateAddSchema,
      files: { file: { rule: 'templatePdf', required: true } },
    },
    reply: TemplateSchema,
    ours: 'reply not shown: the saved template (Save And Design needs its id)',
  }),
  update: defineCall({
    method: 'PUT',
    path: '/templates',
    access: write,
    summary: "Edit a template's description (multipart: id, description; no customer).",
    multipart: { fields: TemplateEditSchema, files: {} },
    reply: TemplateSchema,
    ours: 'reply not shown: the saved template',
  }),
  pending: defineCall({
    method: 'GET',
    path: '/templates/pending',
    access: access.superAdmin,
    summary: 'A page of template requests still PENDING, for the super admin.',
    query: pageQuery(...sortable),
    reply: pageSchema(TemplateSchema),
    ours: 'reply not shown ("requests"): a page as the other lists',
  }),
  changeStatus: defineCall({
    method: 'GET',
    path: '/templates/change-status/:id',
    access: access.superAdmin,
    summary: "Switch a template request's status (the request list switch).",
    params: IdParamsSchema,
    reply: TemplateSchema,
    ours: 'reply not shown: the template with its new status',
  }),
  markUpdated: defineCall({
    method: 'POST',
    path: '/updateTemplateStatus',
    access: write,
    summary: 'Mark a template designed (Save in Add Component): PENDING becomes UPDATED.',
    body: IdParamsSchema,
    reply: TemplateSchema,
    ours: 'reply not shown: the template with its new status',
  }),
  download: defineCall({
    method: 'GET',
    path: '/getTemplate',
    access: read,
    summary: "The template's PDF.",
    query: v.object({ id: IdSchema }),
    reply: 'file',
  }),
  design: defineCall({
    method: 'GET',
    path: '/templates/:id/design',
    access: read,
    summary: "A template's latest saved design and its revision number; 404 before the first save.",
    params: IdParamsSchema,
    reply: TemplateDesignSchema,
    ours: 'the spec gives no call to load a saved design; the designer needs one to carry on where it was left',
  }),
} as const;
