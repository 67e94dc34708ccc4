import { codeAlphabets, isWellFormedCode, normalizeTypedCode } from '../codes/codes.rules';
import { digitRanges, type CodeType } from '../print-data/print-data.constants';

/**
 * What the scan page says about a code (decision 0253). genuine: a known code of an active batch,
 * first scanned now; alreadyVerified: scanned in an earlier session; notGenuine: see
 * `notGenuineReasons`; limitReached: more people scanned it than the product's
 * allowNumberOfScans; underReview (decision 0343): the platform blacklisted it on its own (a
 * product's auto-blacklist) and no person has confirmed that yet, so the page neither vouches
 * for it nor calls it a fake.
 */
export const scanVerdicts = [
  'genuine',
  'alreadyVerified',
  'notGenuine',
  'limitReached',
  'underReview',
] as const;
export type ScanVerdict = (typeof scanVerdicts)[number];

/**
 * Why a code is not genuine. malformed: its check character is wrong (a mistyped or made-up
 * code, refused before any lookup); unknown: the platform never issued it; blacklisted: see
 * the entry's reason; batchInactive: its batch has not finished generating (its codes were
 * never released to print); batchExpired: its batch's expiration date has passed; binned:
 * the code was collected from a smart bin (spec 002), so its packaging was used up and
 * recycled, and a later scan is of refilled packaging.
 */
export const notGenuineReasons = [
  'malformed',
  'unknown',
  'blacklisted',
  'batchInactive',
  'batchExpired',
  'binned',
] as const;
export type NotGenuineReason = (typeof notGenuineReasons)[number];

/**
 * Why a code is blacklisted: the reasons a person chooses, and maxScanCount, which only the
 * platform sets (a product's auto-blacklist after too many scan sessions).
 */
export const blacklistReasons = [
  'counterfeit',
  'stolen',
  'damaged',
  'misprint',
  'notSold',
  'lost',
  'other',
] as const;
export type ChosenBlacklistReason = (typeof blacklistReasons)[number];
export const autoBlacklistReason = 'maxScanCount' as const;
export type BlacklistReason = ChosenBlacklistReason | typeof autoBlacklistReason;
export const blacklistReasonLabels: Record<BlacklistReason, string> = {
  counterfeit: 'Counterfeit',
  stolen: 'Stolen',
  damaged: 'Damaged',
  misprint: 'Misprint',
  notSold: 'Not sold',
  lost: 'Lost',
  other: 'Other',
  maxScanCount: 'Max scan count',
};

/**
 * Scans of one code from one device closer together than this are one session: a person
 * retrying (a reload, a second tap, a slow network) does not count as a second scan.
 */
export const scanSessionWindowMs = 30 * 60 * 1000;

/**
 * The code a scanned or typed value stands for, in the alphabet's symbols, when it can be one
 * the platform issued (a length of a code type and a right check character); undefined for a
 * mistyped or made-up value, which is refused before any lookup. A value of digits only is
 * tried as Numeric first, then as Alphanumeric (whose codes may be all digits by chance).
 */
export function wellFormedScannedCode(raw: string): string | undefined {
  for (const type of ['Numeric', 'Alphanumeric'] as const satisfies readonly CodeType[]) {
    const code = normalizeTypedCode(raw, type);
    const { from, to } = digitRanges[type];
    if (
      code.length < from ||
      code.length > to ||
      ![...code].every((symbol) => codeAlphabets[type].includes(symbol))
    )
      continue;
    if (isWellFormedCode(code, { type, length: code.length })) return code;
  }
  return undefined;
}

/**
 * A place told roughly: latitude and longitude to one decimal (about 11 km), which says the
 * town of an earlier scan without saying the house.
 */
export const roughPlace = (place: { lat: number; lng: number }): { lat: number; lng: number } => ({
  lat: Math.round(place.lat * 10) / 10,
  lng: Math.round(place.lng * 10) / 10,
});
