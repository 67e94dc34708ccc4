import { totalOf, type ScanCounts } from './scan-clusters';

// A fixed locale: the console is in English, and stories and tests must read the same everywhere.
export const countFormat = new Intl.NumberFormat('en');

const scans = (count: number, kind: string) => `${countFormat.format(count)} ${kind} ${count === 1 ? 'scan' : 'scans'}`;

/** What the map shows, in words: the map alone tells a screen reader nothing. */
export const scanMapSummary = (shown: ScanCounts) =>
  totalOf(shown) === 0 ? 'No scans in this part of the map.' : `Shown on the map: ${scans(shown.valid, 'valid')} and ${scans(shown.invalid, 'invalid')}.`;
