import * as v from 'valibot';
import {
  access,
  BlacklistCodeSchema,
  BlacklistEntrySchema,
  blacklistColumns,
  BlacklistRequestSchema,
  blacklistReviews,
  BulkBlacklistFieldsSchema,
  BulkBlacklistReplySchema,
  ConfirmRequestSchema,
  pageSchema,
  ReactivateRequestSchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/**
 * Ours (decision 0269): blacklisting acts on the codes print runs issue, so it goes with the Print
 * Data privilege: 1 to see the blacklist, 2 to blacklist and reactivate (as 2 issues codes).
 * Company admins hold every level; the super admin, who sees no company's print runs, has none.
 */
const read = access.company('Print Data', 1);
const write = access.company('Print Data', 2);

/** `active=true` lists the codes blacklisted now, `false` those reactivated; absent, both. */
const activeFilter = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'active is true or false'),
    v.transform((value) => value === 'true'),
  ),
);

/**
 * `review=pending` lists the platform's blacklistings awaiting a person (with `active=true`,
 * those under review now), `confirmed` those a person confirmed; absent, every entry.
 */
const reviewFilter = v.optional(v.picklist(blacklistReviews, 'review is pending or confirmed'));

export const codeBlacklistCalls = {
  list: defineCall({
    method: 'GET',
    path: '/code-blacklist',
    access: read,
    summary:
      "A page of the company's blacklist entries, newest first, searched by code, reason, note and who; active or reactivated; " +
      "the platform's awaiting review or confirmed.",
    query: v.object({
      ...listQuery(blacklistColumns).entries,
      active: activeFilter,
      review: reviewFilter,
    }),
    reply: pageSchema(BlacklistEntrySchema),
    ours: 'not in the spec: the code blacklist (decision 0270)',
  }),
  history: defineCall({
    method: 'GET',
    path: '/code-blacklist/history',
    access: read,
    summary:
      "Every blacklisting of one code, newest first (empty for a code never blacklisted; 404 for a code not the company's).",
    query: v.object({ code: BlacklistCodeSchema }),
    reply: v.array(BlacklistEntrySchema),
    ours: "not in the spec: a code's blacklist history (decision 0270)",
  }),
  blacklist: defineCall({
    method: 'POST',
    path: '/code-blacklist',
    access: write,
    summary:
      'Blacklist one code with a reason: its scans say not genuine until it is reactivated (409 when it is blacklisted already).',
    body: BlacklistRequestSchema,
    reply: BlacklistEntrySchema,
    ours: 'not in the spec: blacklisting a code (decision 0269)',
  }),
  reactivate: defineCall({
    method: 'POST',
    path: '/code-blacklist/reactivate',
    access: write,
    summary:
      "Reactivate one blacklisted code (409 when it is not blacklisted); its entry stays in its history. On the platform's " +
      'blacklisting under review it lifts it, recording who reviewed it.',
    body: ReactivateRequestSchema,
    reply: BlacklistEntrySchema,
    ours: 'not in the spec: reactivating a blacklisted code (decision 0270)',
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/code-blacklist/confirm',
    access: write,
    summary:
      "Confirm the platform's blacklisting of one code, under review until now: its scans say not genuine from now on " +
      '(409 when the code has no automatic blacklisting under review).',
    body: ConfirmRequestSchema,
    reply: BlacklistEntrySchema,
    ours: 'not in the spec: a person confirms an automatic blacklisting (decision 0353)',
  }),
  upload: defineCall({
    method: 'POST',
    path: '/code-blacklist/upload',
    access: write,
    summary:
      'Blacklist or reactivate every code of a CSV or .xlsx file (the column headed code, or the column whose cells are codes) in one transaction; ' +
      "a file with any code not the company's changes nothing.",
    multipart: {
      fields: BulkBlacklistFieldsSchema,
      files: { file: { rule: 'codeBlacklistFile', required: true } },
    },
    reply: BulkBlacklistReplySchema,
    ours: 'not in the spec: blacklisting codes in bulk (decision 0272); the file part is file',
  }),
} as const;
