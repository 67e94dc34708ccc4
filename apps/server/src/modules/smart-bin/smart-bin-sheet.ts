import { blacklistCodeOf, contentCaps, isCodesHeader, maxBlacklistCodeLength } from '@veritag/domain';
import { ApiProblem, badRequest, fieldError } from '../../http/problem';
import type { UploadedFile } from '../../http/multipart';
import { cellText, readWorkbook, SpreadsheetRefused } from '../../platform/spreadsheets';

/** More codes than this in one file is refused rather than read to the end. */
export const maxSmartBinCodes = 100_000;

const refuse = (title: string) => badRequest(title, [fieldError('file', title)]);

/**
 * The code a cell holds: a printed URL (`…/v/{code}`) or a GS1 Digital Link
 * (`…/01/{gtin}/21/{serial}`, whose serial is the code) gives its code; anything else is the
 * code as typed. Read as the blacklist reads typed codes (spaces and dashes dropped, capitals,
 * look-alikes as digits).
 */
export function smartBinCodeOf(cell: string): string {
  const text = cell.trim();
  if (!text.includes('/')) return blacklistCodeOf(text);
  // The path, with or without scheme and host: `https://host/v/X`, `host/01/…/21/X`, `/v/X`.
  const segments = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[?#]/)[0]!.split('/').filter(Boolean);
  // A Digital Link is pairs of an application identifier and its value from 01 on: 21 is the serial.
  const gtinAt = segments.indexOf('01');
  let serialAt = -1;
  for (let at = gtinAt + 2; gtinAt >= 0 && at + 1 < segments.length; at += 2) if (segments[at] === '21') serialAt = at;
  const scanAt = segments.lastIndexOf('v');
  const segment = serialAt >= 0 ? segments[serialAt + 1] : scanAt >= 0 ? segments[scanAt + 1] : segments.at(-1);
  return blacklistCodeOf(safeDecode(segment ?? ''));
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The codes of a smart bin sheet, each once, in the order first met: the first column of every
 * worksheet, empty cells skipped; a sheet's first row is a header when it is no code
 * ("QR Code": no digit and no right check character, see isCodesHeader). Only .xlsx is read
 * (the platform's workbook reader, within the upload caps); an old binary .xls is refused with
 * how to save it.
 */
export async function smartBinCodesOf(file: UploadedFile): Promise<string[]> {
  if (file.extension !== 'xlsx') throw new ApiProblem(415, 'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) and upload again');
  const codes = new Set<string>();
  try {
    const sheets = await readWorkbook(file.buffer, contentCaps.spreadsheet);
    for (const [index, sheet] of sheets.entries()) {
      let first = true;
      for await (const row of sheet.rows()) {
        const cell = cellText(row.cells[0]).trim();
        if (cell === '') continue;
        const header = first && isCodesHeader(cell, smartBinCodeOf(cell));
        first = false;
        if (header) continue;
        const code = smartBinCodeOf(cell);
        if (code === '' || code.length > maxBlacklistCodeLength) throw refuse(`Row ${row.number} of sheet ${index + 1} has no code in its first column`);
        codes.add(code);
        if (codes.size > maxSmartBinCodes) throw refuse(`The file has more than ${maxSmartBinCodes.toLocaleString('en-US')} codes; split it into several uploads`);
      }
    }
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw refuse(error.message);
    throw error;
  }
  if (codes.size === 0) throw refuse('The file holds no codes');
  return [...codes];
}
