import { ReportFileReplySchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { reportForms } from './shared-schemas';

/**
 * Report downloads that have no list of their own. Each replies the file name to download;
 * the token data, template, print data and invalid-scan reports sit with their areas.
 */
export const reportCalls = {
  inventory: defineCall({
    method: 'POST',
    path: '/v1/inventory_item/report',
    summary: 'The Inventory Transaction report between two dates, optionally of one customer.',
    body: reportForms.inventory,
    reply: ReportFileReplySchema,
  }),
  userRewards: defineCall({
    method: 'POST',
    path: '/get/user_reward_history/report',
    summary: 'The EndUser Reward History report between two dates.',
    body: reportForms.dates,
    reply: ReportFileReplySchema,
  }),
} as const;
