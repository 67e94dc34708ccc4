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
  optionalFlag,
  pageSchema,
} from '@veritag/domain';
import { defineCall, type MultipartSpec } from './define-call';
import { listQuery, searchQuery, withId } from './shared-schemas';
import { productImportAccess, ProductImportStartedSchema } from './product-imports.contract';

/** The list's columns (spec 000 section 2.8), also its sort fields and search columns. */
const columns = [
  'companyName',
  'mobileNo',
  'email',
  'address',
  'companyCode',
  'messageOnScan',
] as const;
const companyType = v.picklist(companyTypes, `type must be one of: ${companyTypes.join(', ')}`);

/** The customer form's uploads, named as the record's file fields (the spec says only "the files"). */
const files = (logo: 'customerLogoAdd' | 'customerLogoEdit') =>
  ({
    customerLogo: { rule: logo, required: false },
    productContentUrl: { rule: 'productContent', required: false },
    brochureUrl: { rule: 'brochure', required: false },
  }) as const satisfies MultipartSpec['files'];
const fileNames =
  'file parts are named after the record fields customerLogo, productContentUrl and brochureUrl';

/** Decision 0469: the customer's messages in other scan languages, an optional field of ours. */
const messagesByLanguage =
  'messagesByLanguage.<field>.<language> (messageOnScan, textForMicrosite in en, es, fr, de, hi, ar; absent keeps the stored ones, blank is none) is ours';

/**
 * Spec 000 section 6: the Customer privilege, 1 view, 2 add and edit, 3 delete, for customers
 * and business partners alike (one rule per call, so the console shows exactly what the
 * server allows). Only the business-partner list is the Track & Trace privilege's.
 */
const read = access.company('Customer', 1);
const write = access.company('Customer', 2);
const listFields = { ...listQuery(columns).entries, isPage: v.optional(FlagSchema) };

export const customerCalls = {
  /**
   * One method and path for the spec's variants: the paged list (`isPage=true`), the
   * dropdowns (`type=Customer`, `size=10000`). Without `type` it lists customers.
   */
  list: defineCall({
    method: 'GET',
    path: '/customers/company',
    access: read,
    summary:
      'A page of customers (or, with type, business partners) of the caller’s company, searched and sorted on the server.',
    query: v.object({ ...listFields, type: v.optional(companyType) }),
    reply: pageSchema(CustomerSchema),
  }),
  businessPartners: defineCall({
    method: 'GET',
    path: '/business_partners',
    access: access.company('Track & Trace', 1),
    summary:
      'A page of business partners (track and trace mode), searched and sorted on the server.',
    query: v.object(listFields),
    reply: pageSchema(CustomerSchema),
    ours: 'reply not shown: a page as customers/company',
  }),
  byType: defineCall({
    method: 'GET',
    path: '/customers/type',
    access: access.customerChoice,
    summary: 'Every customer of one type, as dropdown options.',
    query: v.object({ type: companyType }),
    reply: v.array(CustomerOptionSchema),
    ours: 'reply not shown: a list of options (id, companyName, companyCode)',
  }),
  search: defineCall({
    method: 'GET',
    path: '/customers/search',
    access: read,
    summary: 'Customers whose column contains the search key.',
    query: v.object({ ...searchQuery(columns).entries, type: v.optional(companyType) }),
    reply: pageSchema(CustomerSchema),
  }),
  get: defineCall({
    method: 'GET',
    path: '/customers/:id',
    access: read,
    summary:
      'One customer with contact persons, email settings (the mail password masked), its video page URL and its messages in other scan languages (messagesByLanguage, ours: decision 0469).',
    params: IdParamsSchema,
    reply: CustomerSchema,
  }),
  create: defineCall({
    method: 'POST',
    path: '/customers',
    access: write,
    summary:
      'Add a customer (multipart: fields, contectPersons[i].*, emailConfig.*, files), all or nothing.',
    multipart: { fields: CustomerFormSchema, files: files('customerLogoAdd') },
    reply: CustomerSchema,
    ours: `${fileNames}; ${messagesByLanguage}`,
  }),
  update: defineCall({
    method: 'POST',
    path: '/customers/update',
    access: write,
    summary:
      'Edit a customer (multipart, as create plus id and contectPersons[i].id). removeCustomerLogo=true deletes the stored logo; the masked mail password keeps the stored one.',
    multipart: {
      fields: v.intersect([
        withId(CustomerFormSchema),
        v.object({ removeCustomerLogo: optionalFlag() }),
      ]),
      files: files('customerLogoEdit'),
    },
    reply: CustomerSchema,
    ours: `${fileNames}; removeCustomerLogo and the password mask are ours; ${messagesByLanguage}`,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/customers/:id',
    access: access.company('Customer', 3),
    summary:
      'Delete a customer and its contact persons and files; refused (409) while products or plants point at it.',
    params: IdParamsSchema,
    reply: 'empty',
  }),
  uploadProducts: defineCall({
    method: 'POST',
    path: '/product/saveData',
    access: productImportAccess,
    summary:
      'Upload a spreadsheet (XLSX or CSV) of products for a customer (multipart: files); they are imported by a background job, all or none. ' +
      'Needs the Customer privilege at level 1 and the Product privilege at level 2.',
    query: v.object({ customerId: IdSchema }),
    multipart: {
      fields: v.object({}),
      files: { files: { rule: 'customerProducts', required: true } },
    },
    reply: ProductImportStartedSchema,
    ours: 'reply not shown: { message: "Product will upload soon...", importId } (follow it with GET product/imports/{importId})',
  }),
} as const;
