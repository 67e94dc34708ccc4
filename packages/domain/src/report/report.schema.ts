import * as v from 'valibot';
import { requiredIsoDate } from '../dates/date-fields.schema';
import { yearRanges } from '../dates/year-ranges.constants';
import { choiceOf, requiredRef } from '../fields/fields.schema';
import { notAfterField } from '../fields/form-checks';
import { optionalText } from '../text/text.schema';

/** Report Type of the F-Codes report: label shown, value sent (spec 002 section 2). */
export const reportTypes = [
  { label: 'Print Data Report', value: 'Printing' },
  { label: 'Template Report', value: 'Template' },
] as const;
export const reportTypeValues = ['Printing', 'Template'] as const;
export type ReportType = (typeof reportTypeValues)[number];

/** Whether the runtime knows this IANA zone name ('Europe/Rome'); the report's dates are read in it. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Ours: the asker's time zone (the browser's), in which From and To are calendar days and
 * times are shown; UTC when absent. The spec's forms send the two dates only.
 */
export const timeZoneField = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(64, 'Unknown time zone'),
    v.check(isTimeZone, 'Unknown time zone'),
  ),
);

const optionalRef = v.optional(
  v.union([
    v.pipe(
      v.literal(''),
      v.transform(() => undefined),
    ),
    requiredRef(),
  ]),
);

/**
 * The report forms (spec 002 section 5). From and To are required, YYYY-MM-DD, in 2010 to
 * 2070 and not after `today` (passed in). From not after To is ours: the spec shows no
 * such rule, but a reversed range can only give an empty report.
 */
export function reportFormSchemas(today: string) {
  const date = () => requiredIsoDate({ years: yearRanges.report, notAfter: today });
  const dates = { fromDate: date(), toDate: date(), timeZone: timeZoneField };
  const range = <T extends v.ObjectEntries>(entries: T) =>
    v.pipe(v.object({ ...dates, ...entries }), notAfterField('fromDate', 'toDate'));
  return {
    /** Token data report, EndUser Reward History report: the dates only. */
    dates: range({}),
    /** Invalid Scan report: customer required. */
    invalidScan: range({ customer: requiredRef(), customerName: optionalText(200) }),
    /** F-Codes report: Report Type required; customer and product optional. */
    fCodes: range({
      reportType: choiceOf(reportTypeValues),
      customer: optionalRef,
      customerName: optionalText(200),
      product: optionalRef,
      productCode: optionalText(100),
    }),
    /** Inventory transaction report: which fields beyond the dates are required is not shown; customer optional. */
    inventory: range({ customer: optionalRef, customerName: optionalText(200) }),
  };
}

/** Report calls reply with the file name to download (spec 002 section 7). */
export const ReportFileReplySchema = v.object({ fileName: v.string() });
