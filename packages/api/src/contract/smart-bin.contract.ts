import * as v from 'valibot';
import {
  access,
  MessageReplySchema,
  pageSchema,
  ReportFileReplySchema,
  SmartBinDeleteSchema,
  SmartBinQrSchema,
  SmartBinRangeSchema,
  SmartBinUploadReplySchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, searchQuery } from './shared-schemas';

const columns = ['qrCode', 'createdBy'] as const;
/** Admins and users with the Smart Bin privilege (its only level, 1, covers every call); never producers or the super admin. */
const smartBin = access.smartBin;

/**
 * `DELETE smart-bin/?id&fromDate&toDate`: an id deletes one code, else the dates delete a
 * range. Read into domain's SmartBinDeleteSchema, which names the two modes.
 */
export const SmartBinDeleteQuerySchema = v.pipe(
  v.object({
    id: v.optional(v.union([v.string(), v.number()])),
    fromDate: v.optional(v.string()),
    toDate: v.optional(v.string()),
    timeZone: v.optional(v.string()),
  }),
  v.transform(({ id, fromDate, toDate, timeZone }): v.InferInput<typeof SmartBinDeleteSchema> =>
    id === undefined || id === ''
      ? { mode: 'range', fromDate, toDate, ...(timeZone === undefined ? {} : { timeZone }) }
      : { mode: 'single', id },
  ),
  SmartBinDeleteSchema,
);

/** The smart bin: QR codes uploaded from spreadsheets. */
export const smartBinCalls = {
  list: defineCall({
    method: 'GET',
    path: '/smart-bin/get-all',
    access: smartBin,
    summary:
      "A page of the company's smart bin QR codes, newest first, searched by code and by who uploaded it.",
    query: listQuery(columns),
    reply: pageSchema(SmartBinQrSchema),
    ours: "reply not shown: a page as the other lists; search and contains.<column> as every list (the kit's listQuery)",
  }),
  search: defineCall({
    method: 'GET',
    path: '/smart-bin/search',
    access: smartBin,
    summary: 'Smart bin QR codes whose column contains the search key.',
    query: searchQuery(columns),
    reply: pageSchema(SmartBinQrSchema),
    ours: 'reply not shown: a page as the list',
  }),
  upload: defineCall({
    method: 'POST',
    path: '/smart-bin/upload',
    access: smartBin,
    summary:
      "Add the QR codes of an .xlsx or CSV file (multipart: file); the spec's .xls is refused with how to save it.",
    multipart: { fields: v.object({}), files: { file: { rule: 'smartBinSheet', required: true } } },
    reply: SmartBinUploadReplySchema,
    ours: 'the spec says "filename and message": { fileName, message }; the part is named file',
  }),
  download: defineCall({
    method: 'GET',
    path: '/smart-bin/',
    access: smartBin,
    summary:
      'A spreadsheet of the codes uploaded between fromDate and toDate; replies its file name.',
    query: SmartBinRangeSchema,
    reply: ReportFileReplySchema,
    ours: 'the spec says "returns a file name": { fileName } as the reports',
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/smart-bin/',
    access: smartBin,
    summary: 'Delete one code (id) or the codes uploaded between fromDate and toDate.',
    query: SmartBinDeleteQuerySchema,
    reply: MessageReplySchema,
    ours: 'the spec replies a text: { message }, shown as the toast text',
  }),
} as const;
