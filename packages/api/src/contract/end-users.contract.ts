import * as v from 'valibot';
import { access, EndUserReportRowSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { sortQuery } from './shared-schemas';

/**
 * The menu puts '/report' and the reward report under Template (view level): a company's end
 * users are read by its members, as invalid scans are; the super admin works on no company's
 * consumers. The invoice files of the rows are read under the same rule.
 */
export const endUserReportAccess = access.company('Template', 1);

export const endUserCalls = {
  list: defineCall({
    method: 'GET',
    path: '/endUsers',
    access: endUserReportAccess,
    summary:
      "The 'Report of End Users': consumers who registered a scan, with their file when they uploaded one.",
    query: sortQuery('name', 'email', 'mobileNo', 'code'),
    reply: v.array(EndUserReportRowSchema),
    ours: 'reply not shown: an array of rows; the table pages it',
  }),
} as const;
