import {
  access,
  IdParamsSchema,
  pageSchema,
  QrSearchFormSchema,
  QrSearchRecordSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, searchQuery } from './shared-schemas';

/** The 'QrCode Search List' columns (spec 002 section 2) by record field, also its sort fields. */
const columns = [
  'qrCode',
  'customerName',
  'qrCodeCreatedBy',
  'qrCodeCreatedDate',
  'status',
] as const;
/** The menu shows 'Search QrCode' by Track & Trace (menu.constants.ts); a search reads a code's whole history. */
const qrSearch = access.company('Track & Trace', 1);

/** QR code searches: each search is a record whose result file can be downloaded once COMPLETED. */
export const qrCodeCalls = {
  list: defineCall({
    method: 'GET',
    path: '/qrCode/get_list',
    access: qrSearch,
    scope: 'codes:read',
    summary: "A page of the company's QR code searches, newest first, searched by column.",
    query: listQuery(columns),
    reply: pageSchema(QrSearchRecordSchema),
    ours: "reply not shown: a page as the other lists; search and contains.<column> as every list (the kit's listQuery)",
  }),
  contains: defineCall({
    method: 'GET',
    path: '/qrCode/contains',
    access: qrSearch,
    scope: 'codes:read',
    summary: 'QR code searches whose column contains the search key (the parameter is `column`).',
    query: searchQuery(columns, 'column'),
    reply: pageSchema(QrSearchRecordSchema),
    ours: 'reply not shown: a page as the list',
  }),
  search: defineCall({
    method: 'GET',
    path: '/qrCode/search',
    access: qrSearch,
    scope: 'codes:read',
    summary:
      "Search a QR code within a customer's codes; the search is recorded (PENDING) and a job writes the code's history as an EPCIS 2.0 document (COMPLETED), or finds no such code of the customer (NOT_FOUND).",
    query: QrSearchFormSchema,
    reply: QrSearchRecordSchema,
    ours: 'reply not shown: the new search record; whether the code exists is decided by the job, so the reply says nothing of it',
  }),
  file: defineCall({
    method: 'GET',
    path: '/qrCode/file/:id',
    access: qrSearch,
    scope: 'codes:read',
    summary: "A COMPLETED search's file: the code's history as an EPCIS 2.0 JSON document.",
    params: IdParamsSchema,
    reply: 'file',
    ours: 'the spec does not show the download call; ours goes through this authenticated route',
  }),
} as const;
