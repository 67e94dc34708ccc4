import * as v from 'valibot';
import { IdParamsSchema, ReportFileReplySchema, TokenDataFileSchema, TokenDataFormSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { reportForms } from './shared-schemas';

/**
 * The Add Token Data form as it travels (spec 002 section 7): the master product's colour,
 * token type and pack size (the form's zpack) go as matnr.color, matnr.tokenType and
 * matnr.packSize; the CSV is the `file` part. The rules are the form's.
 */
const { color, zpack, tokenType, ...fields } = v.omit(TokenDataFormSchema, ['file']).entries;
const TokenDataFieldsSchema = v.object({ ...fields, matnr: v.object({ color, tokenType, packSize: zpack }) });

/** Token data: code files uploaded against a purchase order ("ap-utilities" in the spec's paths). */
export const tokenDataCalls = {
  create: defineCall({
    method: 'POST',
    path: '/ap-utilities',
    summary: 'Upload token data (multipart: file, plant, poNumber, poDate, validUpto, quantity, matnr.*); replies the record and its id.',
    multipart: { fields: TokenDataFieldsSchema, files: { file: { rule: 'tokenDataCsv', required: true } } },
    reply: TokenDataFileSchema,
    ours: 'the spec says "returns id": the saved record, which carries it',
  }),
  generateFile: defineCall({
    method: 'GET',
    path: '/ap-utilities/generateFile/:id',
    summary: 'Start making the token file of uploaded token data.',
    params: IdParamsSchema,
    reply: TokenDataFileSchema,
    ours: 'reply not shown: the record with fileStatus RUNNING',
  }),
  list: defineCall({
    method: 'GET',
    path: '/ap-utilities',
    summary: "The caller's company's token data files.",
    reply: v.array(TokenDataFileSchema),
    ours: 'reply not shown ("token data list"): an array; the table pages it',
  }),
  report: defineCall({
    method: 'POST',
    path: '/ap-utilities/report',
    summary: 'The token data report between two dates; replies the file name to download.',
    body: reportForms.dates,
    reply: ReportFileReplySchema,
  }),
} as const;
