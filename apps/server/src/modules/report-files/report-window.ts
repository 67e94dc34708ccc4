import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { messages } from '@veritag/domain';
import { badRequest, fieldError } from '../../http/problem';

/** What every report form sends (spec 002 section 5): two calendar days, and ours, the asker's zone. */
export interface ReportDates {
  fromDate: string;
  toDate: string;
  timeZone?: string | undefined;
}

/** Today's date (YYYY-MM-DD) in an IANA zone. */
export const todayIn = (timeZone: string, now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * The rule the contract cannot hold (it has no clock): neither date after the asker's today
 * (spec 002 section 5, "maximum selectable date is today"). The contract already refused a
 * From after To and dates outside 2010-2070.
 */
export function checkReportDates(dates: ReportDates, now: Date): void {
  const today = todayIn(dates.timeZone ?? 'UTC', now);
  for (const field of ['fromDate', 'toDate'] as const) {
    if (dates[field] > today)
      throw badRequest(`Invalid ${field}: ${messages.dateAfterToday}`, [
        fieldError(field, messages.dateAfterToday),
      ]);
  }
}

/** `column` (a timestamptz) falls on a day from `fromDate` to `toDate`, in the asker's zone. */
export const withinReportDays = (column: AnyColumn | SQL, dates: ReportDates): SQL => {
  const zone = dates.timeZone ?? 'UTC';
  return sql`${column} >= (${dates.fromDate}::date)::timestamp at time zone ${zone} and ${column} < ((${dates.toDate}::date + 1)::timestamp at time zone ${zone})`;
};
