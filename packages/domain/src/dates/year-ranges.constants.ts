import type { YearRange } from './date-fields.schema';

/** Year ranges of the date and month pickers (spec 000 section 9, 001 section 9, 002 section 9). */
export const yearRanges = {
  /** Date pickers in general, the account expiry, token data's PO date. */
  datePicker: { from: 2010, to: 2070 },
  /** Report forms. */
  report: { from: 2010, to: 2070 },
  /** The product form's mfg and expiry month pickers. */
  productMonth: { from: 2010, to: 2050 },
  /** The print data form's year options. */
  printData: { from: 2015, to: 2050 },
} as const satisfies Record<string, YearRange>;
