import type { NotGenuineReason, ScanPageView, ScanVerdict } from '@veritag/domain';
import type { StatusTone } from '@veritag/ui';
import type { PageI18n } from '../i18n/page-i18n';
import type { MessageKey } from '../i18n/messages/en';

/**
 * What each verdict says at once, in words and colour. The words carry the meaning (the
 * catalogue's `verdict.*`, in the page's language); the colour (a status tone of the theme)
 * repeats it for a glance. Scan limit reached is red: the page can no longer vouch for the
 * product, which is what a person must not miss.
 */
export const verdictWords: Record<ScanVerdict, { title: MessageKey; tone: StatusTone }> = {
  genuine: { title: 'verdict.genuine', tone: 'success' },
  alreadyVerified: { title: 'verdict.alreadyVerified', tone: 'warning' },
  notGenuine: { title: 'verdict.notGenuine', tone: 'danger' },
  limitReached: { title: 'verdict.limitReached', tone: 'danger' },
  // Neither vouched for nor called a fake: the platform's own suspicion, not yet a person's word.
  underReview: { title: 'verdict.underReview', tone: 'warning' },
};

/** One sentence per reason a code is not genuine (`binned`: the pack was refilled, so what is inside is not the brand's). */
export const notGenuineSentences: Record<NotGenuineReason, MessageKey> = {
  malformed: 'reason.malformed',
  unknown: 'reason.unknown',
  blacklisted: 'reason.blacklisted',
  batchInactive: 'reason.batchInactive',
  batchExpired: 'reason.batchExpired',
  binned: 'reason.binned',
};

/** The sentence under a not-genuine verdict; a blacklisted code says its reason. */
export function notGenuineSentence(
  view: Pick<ScanPageView, 'reason' | 'blacklist'>,
  { t }: Pick<PageI18n, 't'>,
): string | undefined {
  if (view.blacklist)
    return t('reason.blacklistedBecause', {
      reason: t(`blacklistReason.${view.blacklist.reason}`),
    });
  return view.reason ? t(notGenuineSentences[view.reason]) : undefined;
}

/** Under review: what happened and what to do meanwhile, without calling the product a fake. */
export const underReviewSentences = ['review.checking', 'review.meanwhile'] as const;
