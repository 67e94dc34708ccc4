import * as v from 'valibot';
import { EndUserReportRowSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { sortQuery } from './shared-schemas';

export const endUserCalls = {
  list: defineCall({
    method: 'GET',
    path: '/endUsers',
    summary: "The 'Report of End Users': consumers who registered a scan, with their file when they uploaded one.",
    query: sortQuery('name', 'email', 'mobileNo', 'code'),
    reply: v.array(EndUserReportRowSchema),
    ours: 'reply not shown: an array of rows; the table pages it',
  }),
} as const;
