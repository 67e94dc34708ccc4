import { totalOf, type ScanCounts } from './scan-clusters';

// A fixed locale: the console is in English, and stories and tests must read the same everywhere.
export const countFormat = new Intl.NumberFormat('en');

const scans = (count: number, kind: string) =>
  `${countFormat.format(count)} ${kind} ${count === 1 ? 'scan' : 'scans'}`;

/** What the map shows, in words: the map alone tells a screen reader nothing. */
export const scanMapSummary = (shown: ScanCounts) =>
  totalOf(shown) === 0
    ? 'No scans in this part of the map.'
    : `Shown on the map: ${scans(shown.valid, 'valid')} and ${scans(shown.invalid, 'invalid')}.`;

/** How many of a period's scans the map holds, and of how many: a scan sent without a place has none to show. */
export interface ScanCoverage {
  located: number;
  total: number;
}

/** "27 of 202 scans have a location.": why the map holds fewer scans than the figures beside it. */
export const scanCoverageText = ({ located, total }: ScanCoverage) =>
  `${countFormat.format(located)} of ${countFormat.format(total)} ${total === 1 ? 'scan' : 'scans'} ${located === 1 ? 'has' : 'have'} a location.`;
