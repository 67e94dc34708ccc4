import * as v from 'valibot';
import {
  access,
  dataPageSchema,
  InvalidScanSchema,
  ReportFileReplySchema,
  requiredRef,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery, reportForms } from './shared-schemas';

/** The list's columns (spec 002: each sortable and filtered by Contains), also its sort fields. */
export const invalidScanColumns = [
  'name',
  'email',
  'mobile',
  'code',
  'customer.companyName',
] as const;

/**
 * Invalid Scan is a view-only privilege (max level 1): it lets a user read the list and ask
 * for the report. Company members only, as the blacklist and token data: invalid scans are a
 * company's evidence, and the super admin works on no company's scans.
 */
const read = access.company('Invalid Scan', 1);

export const invalidScanCalls = {
  list: defineCall({
    method: 'GET',
    path: '/invalid-scans',
    access: read,
    scope: 'scans:read',
    summary:
      "A page of the company's invalid scans (data, totalElements), newest first, each column searched by Contains.",
    query: listQuery(invalidScanColumns),
    reply: dataPageSchema(InvalidScanSchema),
    ours: 'the spec names no query: page, size, sort and Contains filters as the other lists',
  }),
  report: defineCall({
    method: 'POST',
    path: '/invalid-scans/generate-report',
    access: read,
    scope: 'reports:read',
    summary:
      'The Invalid Scan report of a customer between two dates; replies the file name to download.',
    // As the form's customer: a missing one reads 'This field is required'.
    query: v.object({ customerId: requiredRef() }),
    body: reportForms.invalidScan,
    reply: ReportFileReplySchema,
    ours: 'the spec says "a file name": { fileName } as the other reports',
  }),
} as const;
