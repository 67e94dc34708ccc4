import * as v from 'valibot';
import { FlagSchema } from '../fields/fields.schema';
import { messages } from '../messages/messages';

/**
 * A threshold of people who scanned a code (decision 0342; counted on evidence:
 * sessions linked by one device or one network are one person, see scanEvidence). At least 2:
 * the first is the genuine buyer, so a threshold of 1 would flag every code that was ever
 * scanned. At most 1,000: a code scanned by more people than that is long past suspect.
 */
export const flagAfterSessionsRange = { min: 2, max: 1000 } as const;
const rangeMessage = `Enter a whole number from ${flagAfterSessionsRange.min} to ${flagAfterSessionsRange.max}`;
export const autoBlacklistNeedsThreshold = 'Auto-blacklist needs a number of people';

/** Blank, absent or null is "off" (null); otherwise a whole number in range, typed or as text. */
const FlagAfterSessionsSchema = v.pipe(
  v.optional(
    v.nullable(v.union([v.number(messages.number), v.string(messages.number)], messages.number)),
    null,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
    const fail = (message: string) => {
      addIssue({ message });
      return NEVER;
    };
    const raw = dataset.value;
    if (raw === null || String(raw).trim() === '') return null;
    const text = String(raw).trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(messages.number);
    const value = Number(text);
    if (!Number.isInteger(value)) return fail(messages.wholeNumber);
    if (value < flagAfterSessionsRange.min || value > flagAfterSessionsRange.max)
      return fail(rangeMessage);
    return value;
  }),
);

/**
 * A product's scan rules as the console's form and the PUT call send them: a code is flagged
 * once it reaches `flagAfterSessions` scan sessions (null: never), and with `autoBlacklist`
 * also blacklisted with the reason "max scan count". Both may be left out (a form drops empty
 * fields): the rules are then off. Auto-blacklist without a threshold is refused rather than
 * kept quietly inert, so nobody believes a product is protected when it is not.
 */
export const ProductScanRulesFormSchema = v.pipe(
  v.object({
    flagAfterSessions: FlagAfterSessionsSchema,
    autoBlacklist: v.optional(FlagSchema, false),
  }),
  v.forward(
    v.check(
      ({ flagAfterSessions, autoBlacklist }) => !autoBlacklist || flagAfterSessions !== null,
      autoBlacklistNeedsThreshold,
    ),
    ['autoBlacklist'],
  ),
);
export type ProductScanRulesForm = v.InferOutput<typeof ProductScanRulesFormSchema>;

/** A product's scan rules as stored and answered; a product never given any has them off. */
export const ProductScanRulesSchema = v.object({
  flagAfterSessions: v.nullable(v.pipe(v.number(), v.integer())),
  autoBlacklist: v.boolean(),
});
export type ProductScanRules = v.InferOutput<typeof ProductScanRulesSchema>;

/** The rules of a product nobody has set: nothing flagged, nothing blacklisted. */
export const noProductScanRules: ProductScanRules = {
  flagAfterSessions: null,
  autoBlacklist: false,
};
