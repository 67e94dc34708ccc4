/**
 * Date formats of the spec (000 section 9, 001 section 9, 002 section 9). Pure: every
 * function takes the date or its parts; none reads the clock.
 */
export interface DateParts {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  readonly hour?: number;
  readonly minute?: number;
  readonly second?: number;
}

/** Which calendar a Date is read in: the console shows local time, the server works in UTC. */
export type DateZone = 'local' | 'utc';

export function datePartsOf(date: Date, zone: DateZone = 'local'): Required<DateParts> {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
        second: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
const partsOf = (input: Date | DateParts, zone: DateZone): DateParts =>
  input instanceof Date ? datePartsOf(input, zone) : input;

/** YYYY-MM-DD: how dates are sent (reports, dashboard ranges, token data). */
export function formatIsoDate(input: Date | DateParts, zone: DateZone = 'local'): string {
  const p = partsOf(input, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** YYYY-MM: month precision of the product form's mfg and expiry pickers. */
export function formatIsoMonth(input: Date | DateParts, zone: DateZone = 'local'): string {
  const p = partsOf(input, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}`;
}

/** YYYY-MM-DDTHH:mm:ss, no zone: how the product form and print data send dates. */
export function formatIsoDateTime(input: Date | DateParts, zone: DateZone = 'local'): string {
  const p = partsOf(input, zone);
  return `${formatIsoDate(p)}T${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}:${pad(p.second ?? 0)}`;
}

/** DD-MM-YY hh:mm a (moment's tokens: 12-hour clock, lower-case am/pm), as lists show dates. */
export function formatListDateTime(input: Date | DateParts, zone: DateZone = 'local'): string {
  const p = partsOf(input, zone);
  const hour = p.hour ?? 0;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(p.day)}-${pad(p.month)}-${pad(p.year % 100)} ${pad(hour12)}:${pad(p.minute ?? 0)} ${hour < 12 ? 'am' : 'pm'}`;
}

export const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** Reads YYYY-MM-DD; undefined when it is not a real calendar date. */
export function parseIsoDate(text: string): DateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Reads YYYY-MM; undefined when the month is out of range. */
export function parseIsoMonth(text: string): DateParts | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 ? { year, month, day: 1 } : undefined;
}

/** The same calendar day `count` months away, clamped to the month's length (31 Mar - 1 = 28/29 Feb). */
export function addMonths(parts: DateParts, count: number): DateParts {
  const index = parts.year * 12 + (parts.month - 1) + count;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...parts, year, month, day: Math.min(parts.day, daysInMonth(year, month)) };
}

/** The scan dashboard's default range: one month ago to today (spec 000 section 2.6). */
export function defaultScanRange(today: DateParts): { startDate: string; endDate: string } {
  return { startDate: formatIsoDate(addMonths(today, -1)), endDate: formatIsoDate(today) };
}

/** Months of the print data form, Jan to Dec (spec 001 section 9). */
export const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type MonthName = (typeof monthNames)[number];
