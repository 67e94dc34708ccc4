/**
 * Excel keeps a date as a number of days and tells it is a date only by the cell's number
 * format, so dates are read from the styles: the built-in date and time formats by id, and
 * any other format by its code.
 */
const builtInDateFormats = new Set([
  ...range(14, 22), // m/d/yy, d-mmm-yy, mmm-yy, times, m/d/yy h:mm
  ...range(27, 36), // the East Asian dates
  ...range(45, 47), // mm:ss, [h]:mm:ss, mmss.0
  ...range(50, 58), // the East Asian dates again
]);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * Whether a number format shows a date or a time. In a format code, quoted text, escaped
 * characters, `_x` spacers, `*x` fills and bracketed parts (colour, locale, condition) are no
 * format letters, and only the first section (positive numbers) counts.
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return builtInDateFormats.has(id);
  const letters = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .split(';')[0]!;
  if (/^\s*general\s*$/i.test(letters)) return false;
  return /[dmyhs]/i.test(letters);
}

const dayMs = 86_400_000;
/**
 * Day 0 of the 1900 system is 31 December 1899, but Excel counts a 29 February 1900 that never
 * was (Lotus 1-2-3's mistake, kept for its files): from day 61 on, days count from 30 December.
 */
const epoch1900 = Date.UTC(1899, 11, 31);
const epoch1900AfterLeapDay = Date.UTC(1899, 11, 30);
const epoch1904 = Date.UTC(1904, 0, 1);
const lastSerial = 2_958_465; // 9999-12-31, the last day Excel shows

/** A serial day number as the wall time it shows (see Cell), or undefined when no date can be that number. */
export function serialDate(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 0 || serial > lastSerial) return undefined;
  const epoch = date1904 ? epoch1904 : serial < 61 ? epoch1900 : epoch1900AfterLeapDay;
  // To the second: a time typed as 10:30 is stored as 0.4375 of a day, give or take a bit.
  const iso = new Date(epoch + Math.round((serial * dayMs) / 1000) * 1000)
    .toISOString()
    .slice(0, 19);
  return iso.endsWith('T00:00:00') ? iso.slice(0, 10) : iso;
}

/** A date cell of ISO text (`t="d"`, as some writers store dates) as the wall time it shows. */
export function isoDate(text: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?))?/.exec(text.trim());
  if (!match) return undefined;
  const time = match[2] === undefined ? '' : match[2].length === 5 ? `${match[2]}:00` : match[2];
  return time === '' || time === '00:00:00' ? match[1] : `${match[1]}T${time}`;
}
