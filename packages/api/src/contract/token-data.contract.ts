import * as v from 'valibot';
import {
  access,
  IdParamsSchema,
  pageSchema,
  ReportFileReplySchema,
  TokenDataFileSchema,
  TokenDataFormSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, reportForms } from './shared-schemas';

/**
 * The Add Token Data form as it travels (spec 002 section 7): the master product's colour,
 * token type and pack size (the form's zpack) go as matnr.color, matnr.tokenType and
 * matnr.packSize; the CSV is the `file` part. The rules are the form's.
 */
const { color, zpack, tokenType, ...fields } = v.omit(TokenDataFormSchema, ['file']).entries;
const TokenDataFieldsSchema = v.object({
  ...fields,
  matnr: v.object({ color, tokenType, packSize: zpack }),
});

/**
 * Spec 002 section 6: Token Data at level 2 adds (and so starts the file it asked for); the
 * list and its downloads are level 1 (the menu entry's); the report is Token Data Report 1.
 */
export const tokenDataAccess = {
  read: access.company('Token Data', 1),
  add: access.company('Token Data', 2),
  report: access.company('Token Data Report', 1),
};

/** The list's columns (spec 002 section 2) by record path, also its sort fields. */
export const tokenDataColumns = [
  'fileName',
  'poNumber',
  'matnr.tokenType',
  'matnr.packSize',
  'created_by',
  'created_on',
  'fileStatus',
] as const;

/** Token data: code files uploaded against a purchase order ("ap-utilities" in the spec's paths). */
export const tokenDataCalls = {
  create: defineCall({
    method: 'POST',
    path: '/ap-utilities',
    access: tokenDataAccess.add,
    summary:
      'Upload token data (multipart: file, plant, poNumber, poDate, validUpto, quantity, matnr.*); replies the record, UPLOADED, and its id.',
    multipart: {
      fields: TokenDataFieldsSchema,
      files: { file: { rule: 'tokenDataCsv', required: true } },
    },
    reply: TokenDataFileSchema,
    ours: 'the spec says "returns id": the saved record, which carries it',
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/ap-utilities/generateFile/:id',
    access: tokenDataAccess.add,
    summary:
      'Start making the token file of uploaded token data (again after FAILED); a file RUNNING or COMPLETED is left as it is.',
    params: IdParamsSchema,
    reply: TokenDataFileSchema,
    ours: 'reply not shown: the record with fileStatus RUNNING',
  }),
  list: defineCall({
    method: 'GET',
    path: '/ap-utilities',
    access: tokenDataAccess.read,
    summary:
      "A page of the caller's company's token data files, searched and sorted on the server.",
    query: listQuery(tokenDataColumns),
    reply: pageSchema(TokenDataFileSchema),
    ours: 'reply not shown ("token data list"): a page, like every list the table pages on the server',
  }),
  download: defineCall({
    method: 'GET',
    path: '/ap-utilities/:id/file',
    access: tokenDataAccess.read,
    summary: 'The token file (CSV) of a COMPLETED token data file.',
    params: IdParamsSchema,
    reply: 'file',
    ours: 'the spec shows a CSV download icon but no call; ours goes through this authenticated route',
  }),
  report: defineCall({
    method: 'POST',
    path: '/ap-utilities/report',
    access: tokenDataAccess.report,
    scope: 'reports:read',
    summary:
      'The token data report between two dates (a job); replies the file name, downloaded as {fileName}.xlsx through report-files.',
    body: reportForms.dates,
    reply: ReportFileReplySchema,
  }),
} as const;
