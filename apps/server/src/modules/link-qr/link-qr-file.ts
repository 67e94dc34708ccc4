import { blacklistCodeOf, contentCaps, isCodesHeader, maxBlacklistCodeLength } from '@veritag/domain';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, badRequest, fieldError } from '../../http/problem';
import { cellText, csvRows, readWorkbook, SpreadsheetRefused } from '../../platform/spreadsheets';

/** More codes than a 1,000,000-byte CSV can hold (about 70,000 of 12 characters and a line end). */
export const maxCodesPerFile = 100_000;

const refuse = (title: string) => badRequest(title, [fieldError('files', title)]);

/**
 * The code a cell holds: a code as typed, or the URL a label prints, whose code is its last
 * segment after /v/ (the platform's scan URL) or /21/ (the serial of a GS1 Digital Link).
 * Read as the blacklist reads a typed code (spaces and dashes dropped, look-alikes as digits).
 * '' when the cell is a URL of neither shape.
 */
export function codeOfCell(cell: string): string {
  const text = cell.trim();
  if (!/^https?:\/\//i.test(text)) return blacklistCodeOf(text);
  const path = text.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const segment = /\/(?:v|21)\/([^/]+)$/.exec(path)?.[1];
  if (segment === undefined) return '';
  try {
    return blacklistCodeOf(decodeURIComponent(segment));
  } catch {
    return '';
  }
}

/**
 * The codes of a Link QrCode file, each once, in the order first met: the first column of a
 * CSV, or of every sheet of an .xlsx workbook. A first row whose first cell is no code is a
 * header ("Code", "QR code"; see isCodesHeader), as the blacklist's CSV reads it. Blank rows are skipped; a
 * row whose first cell is no code is refused by its row number.
 */
export async function codesOfLinkFile(file: UploadedFile): Promise<string[]> {
  const codes = new Set<string>();
  let sheetOfLastRow: string | undefined;
  let first = true;
  for await (const { number, cell, sheet } of firstCellsOf(file)) {
    if (cell.trim() === '') continue;
    if (first || sheet !== sheetOfLastRow) {
      first = false;
      sheetOfLastRow = sheet;
      if (isCodesHeader(cell, codeOfCell(cell))) continue;
    }
    const at = sheet === undefined ? `Line ${number} of the file` : `Row ${number} of the sheet ${sheet}`;
    const code = codeOfCell(cell);
    if (code === '') throw refuse(`${at} has no code in its first column`);
    if (code.length > maxBlacklistCodeLength) throw refuse(`${at} is longer than ${maxBlacklistCodeLength} characters: is the code in the first column?`);
    codes.add(code);
    if (codes.size > maxCodesPerFile) throw refuse(`The file holds more than ${maxCodesPerFile.toLocaleString('en-US')} codes; split it into several uploads`);
  }
  if (codes.size === 0) throw refuse('The file holds no codes');
  return [...codes];
}

/** A row's first cell, with its row number and (in a workbook) its sheet's name. */
interface FirstCell {
  number: number;
  cell: string;
  sheet?: string;
}

async function* firstCellsOf(file: UploadedFile): AsyncGenerator<FirstCell> {
  if (file.extension === 'csv') {
    for (const row of csvRows(file.buffer)) yield { number: row.number, cell: cellText(row.cells[0]) };
    return;
  }
  // The workbook reader reads the zip-based .xlsx; the old binary .xls is another format altogether.
  if (file.extension !== 'xlsx') throw new ApiProblem(415, 'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) or CSV and upload again');
  let rows = 0;
  try {
    const sheets = await readWorkbook(file.buffer, contentCaps.spreadsheet);
    for (const [index, sheet] of sheets.entries()) {
      for await (const row of sheet.rows()) {
        rows += 1;
        if (rows > maxCodesPerFile * 2) throw refuse(`The workbook has more than ${(maxCodesPerFile * 2).toLocaleString('en-US')} rows; split it into several uploads`);
        yield { number: row.number, cell: cellText(row.cells[0]), sheet: sheet.name || String(index + 1) };
      }
    }
  } catch (error) {
    throw error instanceof SpreadsheetRefused ? refuse(error.message) : error;
  }
}
