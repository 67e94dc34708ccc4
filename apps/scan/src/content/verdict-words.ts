import {
  blacklistReasonLabels,
  type NotGenuineReason,
  type ScanPageView,
  type ScanVerdict,
} from '@veritag/domain';
import type { StatusTone } from '@veritag/ui';

/**
 * What each verdict says at once, in words and colour. The words carry the meaning; the
 * colour (a status tone of the theme) repeats it for a glance. Scan limit reached is red: the
 * page can no longer vouch for the product, which is what a person must not miss.
 */
export const verdictWords: Record<ScanVerdict, { title: string; tone: StatusTone }> = {
  genuine: { title: 'Genuine product', tone: 'success' },
  alreadyVerified: { title: 'Already verified', tone: 'warning' },
  notGenuine: { title: 'Not genuine', tone: 'danger' },
  limitReached: { title: 'Scan limit reached', tone: 'danger' },
  // Neither vouched for nor called a fake: the platform's own suspicion, not yet a person's word.
  underReview: { title: 'Under review', tone: 'warning' },
};

/** One sentence per reason a code is not genuine. */
export const notGenuineSentences: Record<NotGenuineReason, string> = {
  malformed:
    'This code is not one we issued: a character is wrong, or the code was made up. Check it against the label.',
  unknown: 'This code was never issued for a product.',
  blacklisted: 'This code has been blacklisted.',
  batchInactive: 'This code was never released for sale.',
  batchExpired: 'The batch this code belongs to has expired.',
  // The words a person acts on: the pack was refilled, so what is inside is not the brand's.
  binned:
    "This product's packaging was already used and recycled: it may have been refilled, so do not trust what is inside.",
};

/** The sentence under a not-genuine verdict; a blacklisted code says its reason's label. */
export function notGenuineSentence(
  view: Pick<ScanPageView, 'reason' | 'blacklist'>,
): string | undefined {
  if (view.blacklist)
    return `This code has been blacklisted: ${blacklistReasonLabels[view.blacklist.reason]}.`;
  return view.reason ? notGenuineSentences[view.reason] : undefined;
}

/** When the limit message of the product is missing, the page still says why it cannot verify. */
export const defaultLimitMessage = 'This code has been scanned more often than its product allows.';

/** Under review: what happened and what to do meanwhile, without calling the product a fake. */
export const underReviewSentences = [
  'This code was scanned by more people than its product expects, so the brand is checking it.',
  'Your product may well be genuine. Until the check is done, keep your receipt and contact the seller or the brand if in doubt.',
] as const;
