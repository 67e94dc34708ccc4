import { isUtf8 } from 'node:buffer';
import type { FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { formatCount, notAccepted, type Inspection } from './inspection';

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const quote = 0x22;
const comma = 0x2c;
const semicolon = 0x3b;
const del = 0x7f;

/**
 * A CSV has no signature, so it is judged as text: valid UTF-8 (a byte order mark is
 * allowed), no NUL or other control byte but tab and line ends, and within the row and
 * column caps. Rows are counted outside quotes, so a quoted line break stays in its row.
 */
export function inspectCsv(buffer: Buffer, rule: FileRule): Inspection {
  if (!isUtf8(buffer))
    return notAccepted(rule, 'The file is not UTF-8 text; save it as "CSV UTF-8" and upload again');
  const { maxRows, maxColumns } = rule.caps.csv;
  const measured = measureCsv(buffer, maxRows, maxColumns);
  if (measured === 'binary')
    return notAccepted(rule, 'The file holds control characters, so it is not a text file');
  if (measured.rows > maxRows)
    return new ApiProblem(413, `The CSV file has more than ${formatCount(maxRows)} rows`);
  if (measured.columns > maxColumns)
    return new ApiProblem(400, `The CSV file has more than ${formatCount(maxColumns)} columns`);
  return { contentType: 'text/csv', extension: 'csv' };
}

/**
 * Whether the bytes are text a CSV may be: UTF-8 without control bytes but tab and line ends.
 * Asked before any signature, since file-type reads two or three letters as one in plain text
 * (a code list starting "BM" is a bitmap to it, "MZ" a program).
 */
export function readsAsText(bytes: Buffer): boolean {
  if (!isUtf8(bytes)) return false;
  for (const byte of bytes)
    if (
      (byte < 0x20 && byte !== tab && byte !== lineFeed && byte !== carriageReturn) ||
      byte === del
    )
      return false;
  return true;
}

/**
 * One pass over the bytes, stopping as soon as a cap is passed. Excel writes `;` or tab
 * instead of `,` in some locales, so a row is as wide as its most frequent separator says.
 */
function measureCsv(
  bytes: Uint8Array,
  maxRows: number,
  maxColumns: number,
): { rows: number; columns: number } | 'binary' {
  let rows = 0;
  let widest = 0;
  let [commas, semicolons, tabs] = [0, 0, 0];
  let inQuotes = false;
  let rowOpen = false;
  const endRow = () => {
    rows += 1;
    widest = Math.max(widest, 1 + Math.max(commas, semicolons, tabs));
    [commas, semicolons, tabs] = [0, 0, 0];
    rowOpen = false;
  };
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (
      (byte < 0x20 && byte !== tab && byte !== lineFeed && byte !== carriageReturn) ||
      byte === del
    )
      return 'binary';
    if (byte === quote) inQuotes = !inQuotes;
    if (inQuotes) {
      rowOpen = true;
    } else if (byte === lineFeed) {
      endRow();
      if (rows > maxRows || widest > maxColumns) break;
    } else {
      if (byte === comma) commas += 1;
      else if (byte === semicolon) semicolons += 1;
      else if (byte === tab) tabs += 1;
      if (byte !== carriageReturn) rowOpen = true;
    }
  }
  if (rowOpen) endRow();
  return { rows, columns: widest };
}
