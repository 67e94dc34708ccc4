import * as v from 'valibot';
import {
  access,
  companyTypes,
  CustomerFormSchema,
  CustomerOptionSchema,
  CustomerSchema,
  FlagSchema,
  IdParamsSchema,
  IdSchema,
  MessageReplySchema,
  pageSchema,
} from '@veritag/domain';
import { defineCall, type MultipartSpec } from './define-call';
import { pageQuery, searchQuery, withId } from './shared-schemas';

/** The list's columns (spec 000 section 2.8), also its sort fields and search columns. */
const columns = ['companyName', 'mobileNo', 'email', 'address', 'companyCode', 'messageOnScan'] as const;
const companyType = v.picklist(companyTypes, `type must be one of: ${companyTypes.join(', ')}`);

/** The customer form's uploads, named as the record's file fields (the spec says only "the files"). */
const files = (logo: 'customerLogoAdd' | 'customerLogoEdit') =>
  ({
    customerLogo: { rule: logo, required: false },
    productContentUrl: { rule: 'productContent', required: false },
    brochureUrl: { rule: 'brochure', required: false },
  }) as const satisfies MultipartSpec['files'];
const fileNames = 'file parts are named after the record fields customerLogo, productContentUrl and brochureUrl';

export const customerCalls = {
  /**
   * One method and path for the spec's variants: the paged list (`isPage=true`), the
   * dropdowns (`type=Customer`, `size=10000`) and the business-partner lists.
   */
  list: defineCall({
    method: 'GET',
    path: '/customers/company',
    summary: 'A page of customers or business partners of the caller’s company, optionally of one type.',
    query: v.object({ ...pageQuery(...columns).entries, isPage: v.optional(FlagSchema), type: v.optional(companyType) }),
    reply: pageSchema(CustomerSchema),
  }),
  businessPartners: defineCall({
    method: 'GET',
    path: '/business_partners',
    summary: 'A page of business partners (track and trace mode).',
    query: v.object({ ...pageQuery(...columns).entries, isPage: v.optional(FlagSchema) }),
    reply: pageSchema(CustomerSchema),
    ours: 'reply not shown: a page as customers/company',
  }),
  byType: defineCall({
    method: 'GET',
    path: '/customers/type',
    summary: 'Every customer of one type, as dropdown options.',
    query: v.object({ type: companyType }),
    reply: v.array(CustomerOptionSchema),
    ours: 'reply not shown: a list of options (id, companyName, companyCode)',
  }),
  search: defineCall({
    method: 'GET',
    path: '/customers/search',
    summary: 'Customers whose column contains the search key.',
    query: v.object({ ...searchQuery(columns).entries, type: v.optional(companyType) }),
    reply: pageSchema(CustomerSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/customers/:id',
    summary: 'One customer with contact persons and email settings.',
    params: IdParamsSchema,
    reply: CustomerSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/customers',
    summary: 'Add a customer (multipart: fields, contectPersons[i].*, emailConfig.*, files).',
    multipart: { fields: CustomerFormSchema, files: files('customerLogoAdd') },
    reply: CustomerSchema,
    ours: fileNames,
  }),
  update: defineCall({
    method: 'POST',
    path: '/customers/update',
    summary: 'Edit a customer (multipart, as create plus id and contectPersons[i].id).',
    multipart: { fields: withId(CustomerFormSchema), files: files('customerLogoEdit') },
    reply: CustomerSchema,
    ours: fileNames,
  }),
  remove: defineCall({ method: 'DELETE', path: '/customers/:id', summary: 'Delete a customer.', params: IdParamsSchema, reply: 'empty' }),
  removeContactPerson: defineCall({
    method: 'DELETE',
    path: '/contect-people/:id',
    // The privilege is the owner's (Customer, Plant or Vendor at level 3): the server looks it up.
    access: access.companyMembers,
    summary: "Delete a saved contact person of a customer, plant or vendor at once (needs the owner's privilege at level 3).",
    params: IdParamsSchema,
    reply: 'empty',
  }),
  uploadProducts: defineCall({
    method: 'POST',
    path: '/product/saveData',
    summary: 'Upload a spreadsheet of products for a customer (multipart: files); they are created in the background.',
    query: v.object({ customerId: IdSchema }),
    multipart: { fields: v.object({}), files: { files: { rule: 'customerProducts', required: true } } },
    reply: MessageReplySchema,
    ours: 'reply not shown: { message }; the console shows its own "Product will upload soon..."',
  }),
} as const;
