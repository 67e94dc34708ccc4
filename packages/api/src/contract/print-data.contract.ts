import * as v from 'valibot';
import { IdParamsSchema, pageSchema, PrintDataFormSchema, PrintDataSchema, ReportFileReplySchema, requiredRef } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, reportForms, searchQuery } from './shared-schemas';

/**
 * The form's fields without the serial number CSV, which travels as a file part. The
 * form's cross-field rules (digit for the code type, year range, a serial number or a CSV
 * but not both) need the file too, so the handler applies PrintDataFormSchema whole.
 */
const [formFields] = PrintDataFormSchema.pipe;
const PrintDataFieldsSchema = v.omit(formFields, ['serialNumberCsv']);

/** The list's columns (spec 001 section 2) by record path, also its sort fields. */
const columns = [
  'month',
  'plant.name',
  'product.productCode',
  'quantity',
  'rollDetails.producedQuantity',
  'rollDetails.pendingQuantity',
  'rollDetails.productionStatus',
] as const;

/** Print data ("company info"): serial-number or code lists for a client, plant and product. */
export const printDataCalls = {
  create: defineCall({
    method: 'POST',
    path: '/save/companyInfo',
    summary: 'Save print data (multipart: the form fields and, instead of a serial number, a serial number CSV).',
    multipart: { fields: PrintDataFieldsSchema, files: { serialNumberCsv: { rule: 'serialNumberCsv', required: false } } },
    reply: PrintDataSchema,
    ours:
      'multipart, so the serial number CSV can travel (the spec says "print data fields"); the CSV part is serialNumberCsv; ' +
      'reply: the saved record, whose id the next step needs',
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/gen/file/:id',
    summary: 'Start making the print file of saved print data; genStatus becomes RUNNING.',
    params: IdParamsSchema,
    reply: PrintDataSchema,
    ours: 'reply not shown: the record with genStatus RUNNING',
  }),
  generateMicrositeCodes: defineCall({
    method: 'POST',
    path: '/generate/roto-qr',
    summary: 'Start making microsite codes for saved print data of a microsite client.',
    body: v.object({ companyInfoId: requiredRef(), ...v.partial(PrintDataFieldsSchema).entries }),
    reply: PrintDataSchema,
    ours: 'body: companyInfoId with the form fields optional (the saved record has them); reply: the record with genStatus RUNNING',
  }),
  list: defineCall({
    method: 'GET',
    path: '/get/companyInfo',
    summary: 'A page of print data with roll production figures.',
    query: pageQuery(...columns),
    reply: pageSchema(PrintDataSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  search: defineCall({
    method: 'GET',
    path: '/company-info/search',
    summary: 'Print data whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(PrintDataSchema),
    ours: 'query and reply not shown: columnName, searchKey, page and size as the other searches; a page',
  }),
  report: defineCall({
    method: 'POST',
    path: '/get/companyInfo/report',
    summary: 'The F-Codes report of print data between two dates; replies the file name to download.',
    body: reportForms.fCodes,
    reply: ReportFileReplySchema,
  }),
} as const;
