import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  IdSchema,
  pageSchema,
  printDataFileKinds,
  PrintDataFormSchema,
  PrintDataSchema,
  ReportFileReplySchema,
  requiredRef,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, reportForms, searchQuery } from './shared-schemas';

/** Spec 001 section 6: the Print Data privilege, 1 to see print runs and their files, 2 to add them (and ask for their files). */
const read = access.company('Print Data', 1);
const write = access.company('Print Data', 2);

/**
 * The form's fields without the serial number CSV, which travels as a file part. The
 * form's cross-field rules (digit for the code type, year range, a serial number or a CSV
 * but not both) need the file too, so the handler applies PrintDataFormSchema whole.
 */
const [formFields] = PrintDataFormSchema.pipe;
const PrintDataFieldsSchema = v.omit(formFields, ['serialNumberCsv']);

/** The list's columns (spec 001 section 2) by record path, also its sort fields. */
const columns = [
  'client.companyName',
  'month',
  'plant.name',
  'product.productCode',
  'quantity',
  'rollDetails.producedQuantity',
  'rollDetails.pendingQuantity',
  'rollDetails.productionStatus',
  'genStatus',
] as const;

/** Print data ("company info"): serial-number or code lists for a client, plant and product. */
export const printDataCalls = {
  create: defineCall({
    method: 'POST',
    path: '/save/companyInfo',
    access: write,
    scope: 'print-data:write',
    summary:
      'Save print data (multipart: the form fields and, instead of a serial number, a serial number CSV).',
    multipart: {
      fields: PrintDataFieldsSchema,
      files: { serialNumberCsv: { rule: 'serialNumberCsv', required: false } },
    },
    reply: PrintDataSchema,
    ours:
      'multipart, so the serial number CSV can travel (the spec says "print data fields"); the CSV part is serialNumberCsv; ' +
      'reply: the saved record, whose id the next step needs',
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/gen/file/:id',
    access: write,
    scope: 'print-data:write',
    summary: 'Start making the print file of saved print data; genStatus becomes RUNNING.',
    params: IdParamsSchema,
    reply: PrintDataSchema,
    ours: 'reply not shown: the record with genStatus RUNNING',
  }),
  generateMicrositeCodes: defineCall({
    method: 'POST',
    path: '/generate/roto-qr',
    access: write,
    scope: 'print-data:write',
    summary: 'Start making microsite codes for saved print data of a microsite client.',
    body: v.object({ companyInfoId: requiredRef(), ...v.partial(PrintDataFieldsSchema).entries }),
    reply: PrintDataSchema,
    ours: 'body: companyInfoId with the form fields optional (the saved record has them); reply: the record with genStatus RUNNING',
  }),
  list: defineCall({
    method: 'GET',
    path: '/get/companyInfo',
    access: read,
    summary:
      'A page of print data with roll production figures, searched and sorted on the server.',
    query: listQuery(columns),
    reply: pageSchema(PrintDataSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  search: defineCall({
    method: 'GET',
    path: '/company-info/search',
    access: read,
    summary: 'Print data whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(PrintDataSchema),
    ours: 'query and reply not shown: columnName, searchKey, page and size as the other searches; a page',
  }),
  report: defineCall({
    method: 'POST',
    path: '/get/companyInfo/report',
    access: read,
    scope: 'reports:read',
    summary:
      'The F-Codes report of print data between two dates; replies the file name to download.',
    body: reportForms.fCodes,
    reply: ReportFileReplySchema,
    ours: 'written by a job; the file downloads from report-files/{fileName}.xlsx',
  }),
  get: defineCall({
    method: 'GET',
    path: '/print-data/:id',
    access: read,
    scope: 'print-data:write',
    summary: 'One print run, as the list shows it (the view page and label production read it).',
    params: IdParamsSchema,
    reply: PrintDataSchema,
    ours: 'the spec passes the row to the view page in navigation state; a reload reads it here',
  }),
  download: defineCall({
    method: 'GET',
    path: '/print-data/:id/files/:kind',
    access: read,
    scope: 'print-data:write',
    summary:
      "A generated print run's file: its codes as CSV or Excel, or a microsite run's QR sheet (SVG). Excel and CSV of a closed production: admins only.",
    params: v.object({ id: IdSchema, kind: v.picklist(printDataFileKinds, 'Unknown file kind') }),
    reply: 'file',
    ours: 'the spec shows "download"; the files come through this authenticated route',
  }),
} as const;
