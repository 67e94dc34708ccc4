import * as v from 'valibot';
import {
  access,
  GenerateTokenSchema,
  IdSchema,
  pageSchema,
  ReportFileReplySchema,
  timeZoneField,
  tokenFileKinds,
  TokenBatchSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, reportForms, searchQuery } from './shared-schemas';

/** The token list's columns (spec 001 section 2) by record path, also its sort fields. */
const columns = [
  'template.customer.companyName',
  'template.description',
  'quantity',
  'fileName',
  'createdDate',
  'status',
] as const;

/**
 * Generate token is a template action (spec 001 section 2, Template privilege at level 2, as
 * Add Template); the token list is the menu's 'Download Print Data', guarded by Token at level 1.
 */
export const tokenGenerateAccess = access.company('Template', 2);
export const tokenListAccess = access.company('Token', 1);

/** Token batches ("template histories"): labels generated from a template. */
export const templateHistoryCalls = {
  generate: defineCall({
    method: 'POST',
    path: '/template-histories',
    access: tokenGenerateAccess,
    summary:
      'Generate a batch of coded labels from a template (multipart: templateId, quantity, expirationDate, file); it starts RUNNING.',
    multipart: {
      fields: GenerateTokenSchema,
      files: { file: { rule: 'tokenPdf', required: false } },
    },
    reply: TokenBatchSchema,
    ours: 'reply not shown: the batch record, RUNNING until its files are made',
  }),
  list: defineCall({
    method: 'GET',
    path: '/template-histories',
    access: tokenListAccess,
    summary:
      'A page of token batches, searched and sorted on the server; Created Date is searched as the list shows it (25-11-26 02:05 pm) in `timeZone` (UTC when absent).',
    query: v.object({ ...listQuery(columns).entries, timeZone: timeZoneField }),
    reply: pageSchema(TokenBatchSchema),
  }),
  search: defineCall({
    method: 'GET',
    path: '/template-histories/search',
    access: tokenListAccess,
    summary: 'Token batches whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(TokenBatchSchema),
    ours: 'reply not shown: a page as the list',
  }),
  download: defineCall({
    method: 'GET',
    path: '/template-histories/:id/files/:kind',
    access: tokenListAccess,
    summary:
      'One file of a COMPLETED batch: its label PDF (part 1 unless asked), the CSV of codes, the CSV of URLs, or the manifest.',
    params: v.object({ id: IdSchema, kind: v.picklist(tokenFileKinds, 'Unknown file kind') }),
    query: v.object({ part: v.optional(IdSchema) }),
    reply: 'file',
    ours: 'the spec downloads from static file locations; ours go through this authenticated route',
  }),
  report: defineCall({
    method: 'POST',
    path: '/template-histories/report',
    // The menu's F-Codes Report is the Template module's (spec 000 section 6).
    access: access.company('Template', 1),
    scope: 'reports:read',
    summary:
      'The F-Codes report of templates between two dates; replies the file name to download.',
    body: reportForms.fCodes,
    reply: ReportFileReplySchema,
    ours: 'written by a job; the file downloads from report-files/{fileName}.xlsx',
  }),
} as const;
