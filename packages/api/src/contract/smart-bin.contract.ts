import * as v from 'valibot';
import {
  MessageReplySchema,
  pageSchema,
  ReportFileReplySchema,
  SmartBinDeleteSchema,
  SmartBinQrSchema,
  SmartBinRangeSchema,
  SmartBinUploadReplySchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, searchQuery } from './shared-schemas';

const columns = ['qrCode', 'createdBy'] as const;

/**
 * `DELETE smart-bin/?id&fromDate&toDate`: an id deletes one code, else the dates delete a
 * range. Read into domain's SmartBinDeleteSchema, which names the two modes.
 */
export const SmartBinDeleteQuerySchema = v.pipe(
  v.object({ id: v.optional(v.union([v.string(), v.number()])), fromDate: v.optional(v.string()), toDate: v.optional(v.string()) }),
  v.transform(({ id, fromDate, toDate }): v.InferInput<typeof SmartBinDeleteSchema> =>
    id === undefined || id === '' ? { mode: 'range', fromDate, toDate } : { mode: 'single', id },
  ),
  SmartBinDeleteSchema,
);

/** The smart bin: QR codes uploaded from spreadsheets. */
export const smartBinCalls = {
  list: defineCall({
    method: 'GET',
    path: '/smart-bin/get-all',
    summary: 'A page of smart bin QR codes.',
    query: pageQuery(...columns),
    reply: pageSchema(SmartBinQrSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  search: defineCall({
    method: 'GET',
    path: '/smart-bin/search',
    summary: 'Smart bin QR codes whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(SmartBinQrSchema),
    ours: 'reply not shown: a page as the list',
  }),
  upload: defineCall({
    method: 'POST',
    path: '/smart-bin/upload',
    summary: 'Add the QR codes of an .xls or .xlsx file (multipart: file).',
    multipart: { fields: v.object({}), files: { file: { rule: 'smartBinSheet', required: true } } },
    reply: SmartBinUploadReplySchema,
    ours: 'the spec says "filename and message": { fileName, message }; the part is named file',
  }),
  download: defineCall({
    method: 'GET',
    path: '/smart-bin/',
    summary: 'A spreadsheet of the codes uploaded between fromDate and toDate; replies its file name.',
    query: SmartBinRangeSchema,
    reply: ReportFileReplySchema,
    ours: 'the spec says "returns a file name": { fileName } as the reports',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/smart-bin/',
    summary: 'Delete one code (id) or the codes uploaded between fromDate and toDate.',
    query: SmartBinDeleteQuerySchema,
    reply: MessageReplySchema,
    ours: 'the spec replies a text: { message }, shown as the toast text',
  }),
} as const;
