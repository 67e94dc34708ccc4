/**
 * Reading a row's values the way a column asks, shared by the XLSX and CSV writers. Dates are
 * carried as "wall-clock milliseconds": a count whose UTC fields are the clock time the reader
 * should see, which is what an Excel serial and an ISO text both need.
 */
const msPerDay = 86_400_000;
/** Excel's serial of 1970-01-01 in the 1900 date system. */
const unixEpochSerial = 25_569;
/** Serials below 61 fall before Excel's phantom 1900-02-29 and would show one day off. */
const firstExactSerial = 61;
/** 9999-12-31, the last day Excel shows. */
const lastSerial = 2_958_465;

const numericText = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;
// PostgreSQL's text for date, timestamp and timestamptz (DateStyle ISO), and ISO 8601 with a T.
const temporalText =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2}){0,2})?$/i;

/** A cell starting like this is a formula to Excel, LibreOffice and Sheets (OWASP: CSV injection). */
export function looksLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return (
    first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
  ); // = + - @ tab CR
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

/** The number a `number` cell holds, or undefined when the value is not one. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && numericText.test(value)) return Number(value);
  return undefined;
}

export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '';

/**
 * Turns a `date` or `datetime` value into wall-clock milliseconds in `timeZone`, or undefined
 * when it is not a date Excel can show (before 1900-03-01, after 9999, not a date at all).
 */
export function temporalReader(timeZone = 'UTC') {
  const toWallClock = timeZone === 'UTC' ? (instant: number) => instant : zoneClock(timeZone);
  return (value: unknown, dateOnly: boolean): number | undefined => {
    let wall: number | undefined;
    if (value instanceof Date) {
      const instant = value.getTime();
      wall = Number.isNaN(instant) ? undefined : toWallClock(instant);
    } else if (typeof value === 'string') {
      const parsed = parseTemporalText(value);
      wall = parsed && (parsed.isInstant ? toWallClock(parsed.ms) : parsed.ms);
    }
    if (wall === undefined) return undefined;
    if (dateOnly) wall = Math.floor(wall / msPerDay) * msPerDay;
    const serial = excelSerial(wall);
    return serial >= firstExactSerial && serial < lastSerial + 1 ? wall : undefined;
  };
}

export const excelSerial = (wallMs: number) => wallMs / msPerDay + unixEpochSerial;

/**
 * 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS': forms Excel reads as dates when it opens a CSV.
 * By arithmetic, not toISOString(), which took a quarter of a million-row CSV's time.
 */
export function isoWallClock(wallMs: number, dateOnly: boolean): string {
  const days = Math.floor(wallMs / msPerDay);
  const date = dayText(days);
  if (dateOnly) return date;
  const seconds = Math.floor((wallMs - days * msPerDay) / 1000);
  return `${date} ${twoDigits[Math.floor(seconds / 3600)]}:${twoDigits[Math.floor(seconds / 60) % 60]}:${twoDigits[seconds % 60]}`;
}

const twoDigits = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
let lastDay = Number.NaN;
let lastDayText = '';

/** Days since 1970-01-01 to 'YYYY-MM-DD' (Howard Hinnant's civil_from_days); rows often share a day. */
function dayText(days: number): string {
  if (days === lastDay) return lastDayText;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  lastDay = days;
  lastDayText = `${year}-${twoDigits[month]}-${twoDigits[day]}`;
  return lastDayText;
}

function parseTemporalText(text: string): { ms: number; isInstant: boolean } | undefined {
  const match = temporalText.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  if (Number(year) < 1900) return undefined;
  const millis = Math.floor(Number(`0.${fraction}`) * 1000);
  const ms = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    millis,
  );
  // Date.UTC rolls 2024-02-30 over into March; a date that does not exist is not a date.
  if (
    new Date(ms).getUTCDate() !== Number(day) ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second) > 59
  )
    return undefined;
  if (!zone) return { ms, isInstant: false };
  return { ms: ms - offsetMs(zone), isInstant: true };
}

function offsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(/:/g, '');
  const seconds =
    Number(digits.slice(0, 2)) * 3600 +
    Number(digits.slice(2, 4) || 0) * 60 +
    Number(digits.slice(4, 6) || 0);
  return (zone.startsWith('-') ? -seconds : seconds) * 1000;
}

/**
 * Instants to wall clock in an IANA zone. Intl is too slow to ask once per cell of a million
 * rows, and offsets only change on quarter hours (Lord Howe Island moves by 30 minutes at
 * 02:00 local), so the offset is asked once per quarter hour seen.
 */
function zoneClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const quarterHour = 900_000;
  const offsets = new Map<number, number>();
  return (instant: number) => {
    const bucket = Math.floor(instant / quarterHour) * quarterHour;
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const field: Record<string, number> = {};
      for (const part of format.formatToParts(bucket)) field[part.type] = Number(part.value);
      const wall = Date.UTC(
        field.year ?? 1970,
        (field.month ?? 1) - 1,
        field.day,
        field.hour,
        field.minute,
        field.second,
      );
      offset = wall - bucket;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(bucket, offset);
    }
    return instant + offset;
  };
}
