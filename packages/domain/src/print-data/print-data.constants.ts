import type { YearRange } from '../dates/date-fields.schema';
import { yearRanges } from '../dates/year-ranges.constants';

/** Code types of print data and token data (spec 001 section 3, spec 002 section 9). */
export const codeTypes = ['Alphanumeric', 'Numeric'] as const;
export type CodeType = (typeof codeTypes)[number];

/** Digit options by code type (spec 001 section 5): Alphanumeric 6 to 14, Numeric 10 to 14. */
export const digitRanges = {
  Alphanumeric: { from: 6, to: 14 },
  Numeric: { from: 10, to: 14 },
} as const satisfies Record<CodeType, { from: number; to: number }>;

/** Label sizes, shown read-only (spec 001 section 5). */
export const labelSizes = ['200 x 100', '200 x 70'] as const;
export type LabelSize = (typeof labelSizes)[number];

/** Year options of the print data form (spec 001 section 9). */
export const printDataYears: YearRange = yearRanges.printData;

/**
 * A print run's files (ours: the spec shows "download"): the codes as CSV and as Excel (when the
 * run fits a sheet), and for a microsite client's roto QR run, the QR codes as one vector SVG sheet.
 */
export const printDataFileKinds = ['csv', 'xlsx', 'svg'] as const;
export type PrintDataFileKind = (typeof printDataFileKinds)[number];
