import * as v from 'valibot';
import { dataPageSchema, IdSchema, InvalidScanSchema, ReportFileReplySchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { pageQuery, reportForms } from './shared-schemas';

export const invalidScanCalls = {
  list: defineCall({
    method: 'GET',
    path: '/invalid-scans',
    summary: 'A page of invalid scans (data, totalElements).',
    query: pageQuery('name', 'email', 'mobile', 'code', 'customer.companyName'),
    reply: dataPageSchema(InvalidScanSchema),
    ours: 'the spec names no query: page, size and sort as the other lists',
  }),
  report: defineCall({
    method: 'POST',
    path: '/invalid-scans/generate-report',
    summary: "The Invalid Scan report of a customer between two dates; replies the file name to download.",
    query: v.object({ customerId: IdSchema }),
    body: reportForms.invalidScan,
    reply: ReportFileReplySchema,
    ours: 'the spec says "a file name": { fileName } as the other reports',
  }),
} as const;
