import * as v from 'valibot';
import { access, ReportFileReplySchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { endUserReportAccess } from './end-users.contract';
import { reportForms } from './shared-schemas';
import { traceAccess } from './trace-events.contract';

/**
 * Report downloads that have no list of their own. Each replies the file name to download;
 * the token data, template, print data and invalid-scan reports sit with their areas.
 */
export const reportCalls = {
  file: defineCall({
    method: 'GET',
    path: '/report-files/:fileName',
    access: access.anySignedIn,
    scope: 'reports:read',
    summary:
      'An asked-for report, `{fileName}.xlsx`, for the one who asked: 409 (with Retry-After) while it is being written, 422 with the reason if it failed.',
    params: v.object({
      fileName: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}\.xlsx$/, 'Unknown report')),
    }),
    reply: 'file',
    ours: 'the spec downloads {fileName}.xlsx from a file host not shown; ours comes through this authenticated route once the report job has written it',
  }),
  inventory: defineCall({
    method: 'POST',
    path: '/v1/inventory_item/report',
    access: traceAccess,
    scope: 'reports:read',
    summary: 'The Inventory Transaction report between two dates, optionally of one customer.',
    body: reportForms.inventory,
    reply: ReportFileReplySchema,
  }),
  userRewards: defineCall({
    method: 'POST',
    path: '/get/user_reward_history/report',
    access: endUserReportAccess,
    scope: 'reports:read',
    summary:
      "The EndUser Reward History report: the company's loyalty points entries between two dates.",
    ours: 'the spec says "a file name": { fileName } as the other reports',
    body: reportForms.dates,
    reply: ReportFileReplySchema,
  }),
} as const;
