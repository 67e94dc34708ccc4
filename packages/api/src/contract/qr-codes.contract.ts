import { pageSchema, QrSearchFormSchema, QrSearchRecordSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, searchQuery } from './shared-schemas';

/** The 'QrCode Search List' columns (spec 002 section 2) by record field, also its sort fields. */
const columns = ['qrCode', 'customerName', 'qrCodeCreatedBy', 'qrCodeCreatedDate', 'status'] as const;

/** QR code searches: each search is a record whose result file can be downloaded once COMPLETED. */
export const qrCodeCalls = {
  list: defineCall({
    method: 'GET',
    path: '/qrCode/get_list',
    summary: 'A page of QR code searches.',
    query: pageQuery(...columns),
    reply: pageSchema(QrSearchRecordSchema),
    ours: 'reply not shown: a page as the other lists',
  }),
  contains: defineCall({
    method: 'GET',
    path: '/qrCode/contains',
    summary: 'QR code searches whose column contains the search key (the parameter is `column`).',
    query: searchQuery(columns, 'column'),
    reply: pageSchema(QrSearchRecordSchema),
    ours: 'reply not shown: a page as the list',
  }),
  search: defineCall({
    method: 'GET',
    path: '/qrCode/search',
    summary: "Search a QR code within a customer's codes; the search is recorded and its result made in the background.",
    query: QrSearchFormSchema,
    reply: QrSearchRecordSchema,
    ours: 'reply not shown: the new search record',
  }),
} as const;
