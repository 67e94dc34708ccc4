import * as v from 'valibot';
import { normalizeTypedCode } from '../codes/codes.rules';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import { messages } from '../messages/messages';
import { optionalText } from '../text/text.schema';
import {
  autoBlacklistReason,
  blacklistReasonLabels,
  blacklistReasons,
  type ChosenBlacklistReason,
} from './scan.rules';

/** The longest text taken as one code: issued codes are at most 14 characters; room for a pasted one with dashes. */
export const maxBlacklistCodeLength = 50;
/** A note on a blacklisting or a reactivation. */
export const maxBlacklistNoteLength = 250;

/**
 * A code as a person typed or pasted it, in the symbols codes are issued in: spaces and dashes
 * dropped, letters capitalised, and Crockford's look-alikes read as digits (O as 0, I and L
 * as 1). The alphanumeric reading serves numeric codes too: their digits are left as they are.
 */
export const blacklistCodeOf = (typed: string): string => normalizeTypedCode(typed, 'Alphanumeric');

export const BlacklistCodeSchema = v.pipe(
  v.optional(v.string(messages.required), ''),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(maxBlacklistCodeLength, messages.maxLength(maxBlacklistCodeLength)),
  v.transform(blacklistCodeOf),
);

const chosenLabels = blacklistReasons.map((reason) => blacklistReasonLabels[reason]).join(', ');
/** Why a reason cannot be chosen, or undefined when it can. */
const reasonProblem = (reason: string): string | undefined => {
  if (reason === '') return 'Choose a reason';
  if (reason === autoBlacklistReason)
    return `${blacklistReasonLabels.maxScanCount} is set only by the platform, when a product's scan limit is passed`;
  return (blacklistReasons as readonly string[]).includes(reason)
    ? undefined
    : `Choose one of the reasons: ${chosenLabels}`;
};

/** A reason a person chooses: one of `blacklistReasons`, never the platform's own. */
export const ChosenBlacklistReasonSchema = v.pipe(
  v.string('Choose a reason'),
  v.check(
    (reason) => reasonProblem(reason) === undefined,
    (issue) => reasonProblem(String(issue.input)) ?? 'Choose a reason',
  ),
  v.transform((reason) => reason as ChosenBlacklistReason),
);

/** Blacklist one code, with a reason (decision 0270). */
export const BlacklistRequestSchema = v.object({
  code: BlacklistCodeSchema,
  reason: v.optional(ChosenBlacklistReasonSchema, ''),
  note: optionalText(maxBlacklistNoteLength),
});
export type BlacklistRequest = v.InferOutput<typeof BlacklistRequestSchema>;

/** Reactivate one blacklisted code. */
export const ReactivateRequestSchema = v.object({
  code: BlacklistCodeSchema,
  note: optionalText(maxBlacklistNoteLength),
});
export type ReactivateRequest = v.InferOutput<typeof ReactivateRequestSchema>;

/** Confirm the platform's blacklisting of a code, with an optional note why (decision 0353). */
export const ConfirmRequestSchema = v.object({
  code: BlacklistCodeSchema,
  note: optionalText(maxBlacklistNoteLength),
});
export type ConfirmRequest = v.InferOutput<typeof ConfirmRequestSchema>;

/**
 * Where an automatic blacklisting stands (decision 0350). pending: the platform blacklisted
 * the code on its scan sessions and a person has not looked yet (the scan page reads "under
 * review", not "not genuine"); confirmed: a person agreed. A person's own blacklisting has
 * none (null).
 */
export const blacklistReviews = ['pending', 'confirmed'] as const;
export type BlacklistReview = (typeof blacklistReviews)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * What the platform saw when it blacklisted a code: its scan sessions, the distinct scanners as
 * far as it can tell them apart (devices and networks linked), the distinct client networks,
 * and the first and last session. Many sessions from one person on one network is what a
 * forger looks like; many people on many networks is what copied labels look like.
 */
export const BlacklistEvidenceSchema = v.object({
  sessions: count,
  people: count,
  networks: count,
  firstAt: v.pipe(v.string(), v.isoTimestamp()),
  lastAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type BlacklistEvidence = v.InferOutput<typeof BlacklistEvidenceSchema>;

/** One blacklisting of a code: active until it is reactivated. A code's entries are its history. */
export const BlacklistEntrySchema = v.object({
  id: v.number(),
  code: v.string(),
  reason: v.picklist([...blacklistReasons, autoBlacklistReason]),
  note: v.nullable(v.string()),
  active: v.boolean(),
  /** The login of who blacklisted it; null when the platform did (a product's scan limit). */
  blacklistedBy: v.nullable(v.string()),
  blacklistedAt: v.string(),
  reactivatedBy: v.nullable(v.string()),
  reactivatedAt: v.nullable(v.string()),
  reactivateNote: v.nullable(v.string()),
  /** null: a person's blacklisting; else the platform's, awaiting a person or confirmed by one. */
  review: v.nullable(v.picklist(blacklistReviews)),
  evidence: v.nullable(BlacklistEvidenceSchema),
  /** Who confirmed or lifted (reactivated) the platform's blacklisting, and when. */
  reviewedBy: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
});
export type BlacklistEntry = v.InferOutput<typeof BlacklistEntrySchema>;

/** The platform's blacklisting no person has looked at yet: the scan page says "under review". */
export const isUnderReview = (entry: Pick<BlacklistEntry, 'active' | 'review'>): boolean =>
  entry.active && entry.review === 'pending';

/** The list's text columns: also its sort fields and Contains filters. */
export const blacklistColumns = ['code', 'reason', 'note', 'blacklistedBy'] as const;

export const bulkBlacklistActions = ['blacklist', 'reactivate'] as const;
export type BulkBlacklistAction = (typeof bulkBlacklistActions)[number];

/**
 * The fields sent with a CSV of codes (one per line, or in the first column; a header row
 * optional): the action for every code, the reason when blacklisting, and one note for all.
 */
export const BulkBlacklistFieldsSchema = v.pipe(
  v.object({
    action: v.picklist(bulkBlacklistActions, 'Choose the action: blacklist or reactivate'),
    reason: v.optional(ChosenBlacklistReasonSchema),
    note: optionalText(maxBlacklistNoteLength),
  }),
  v.forward(
    v.check(
      (fields) => fields.action !== 'blacklist' || fields.reason !== undefined,
      'Choose a reason',
    ),
    ['reason'],
  ),
);
export type BulkBlacklistFields = v.InferOutput<typeof BulkBlacklistFieldsSchema>;

/**
 * The file tab of Blacklist Codes: the file and the fields sent with it (`BulkBlacklistFieldsSchema`
 * on the server). Reason shows only while the action is blacklist, so a reason chosen before
 * the action became reactivate is dropped, not judged. A partial check, so a missing reason
 * is told while the file is still missing too.
 */
export const BulkBlacklistFormSchema = v.pipe(
  v.object({
    file: chosenFile(fileRules.codeBlacklistFile, 'Choose a file of codes'),
    action: v.picklist(bulkBlacklistActions, 'Choose the action: blacklist or reactivate'),
    reason: v.optional(v.string(), ''),
    note: optionalText(maxBlacklistNoteLength),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['reason']],
      ({ action, reason }) => action !== 'blacklist' || reasonProblem(reason) === undefined,
      (issue) => reasonProblem(issue.input.reason) ?? 'Choose a reason',
    ),
    ['reason'],
  ),
  v.transform(({ reason, ...fields }) => ({
    ...fields,
    reason:
      fields.action === 'blacklist'
        ? blacklistReasons.find((chosen) => chosen === reason)
        : undefined,
  })),
);
export type BulkBlacklistForm = v.InferOutput<typeof BulkBlacklistFormSchema>;

/**
 * What a CSV did: processed, the distinct codes in the file; changed, those blacklisted (or
 * reactivated) now; alreadyInState, those that already were, which are counted, not errors.
 */
export const BulkBlacklistReplySchema = v.object({
  processed: v.number(),
  changed: v.number(),
  alreadyInState: v.number(),
});
export type BulkBlacklistReply = v.InferOutput<typeof BulkBlacklistReplySchema>;
