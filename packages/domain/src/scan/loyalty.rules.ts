import { scanRefusalText } from './scan-refusals';

/**
 * Loyalty points of end users (decision 0267). A genuine first scan of a code credits the
 * product's loyaltyPoints once per code, whoever registers it; a redemption request takes its
 * points from the balance at once (so two requests cannot spend the same points) and gives
 * them back if refused. The balance is the sum of the entries.
 */
export const pointsEntryKinds = ['earned', 'redeemRequested', 'redeemed', 'refused'] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];
/** The Kind column of the EndUser Reward History report (staff words; the scan page speaks to the person). */
export const pointsEntryKindLabels: Record<PointsEntryKind, string> = {
  earned: 'Earned',
  redeemRequested: 'Redeem requested',
  redeemed: 'Redeemed',
  refused: 'Refused',
};

export const redemptionStatuses = ['requested', 'redeemed', 'refused'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** Why a redemption of `asked` points cannot be taken from `balance`, or undefined when it can. */
export function redemptionRefusal(asked: number, balance: number): string | undefined {
  if (balance <= 0) return scanRefusalText('noPointsYet');
  if (asked > balance) return scanRefusalText('pointsOverBalance', { balance });
  return undefined;
}

/** How long a registration's one-time code works, and how many tries it allows. */
export const registrationOtpLifetimeMs = 10 * 60 * 1000;
export const registrationOtpMaxTries = 5;

/** The last digits of a mobile, shown on the code page so the person knows which phone to look at. */
export const mobileEnding = (mobile: string) => mobile.slice(-3);
