import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { formatFileSize, type ContentCaps } from '@veritag/domain';

export type SheetFormat = 'xlsx' | 'csv';

/** A row of the sheet: its number as the user sees it (the header is 1) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

export interface SheetLimits {
  /** Data rows (after the header) an upload may hold. */
  maxRows: number;
  spreadsheet: ContentCaps['spreadsheet'];
}

/** Why a sheet cannot be imported at all; the job fails with this sentence. */
export class SheetRefused extends Error {
  override name = 'SheetRefused';
}

/**
 * The rows of an uploaded sheet, the header first, read as a stream: memory holds the file
 * (at most the upload's 10 MB) and one row, never the sheet. Empty rows are skipped. More
 * than `maxRows` data rows is refused rather than read to the end.
 */
export async function* sheetRows(file: Buffer, format: SheetFormat, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const rows = format === 'xlsx' ? xlsxRows(file, limits) : csvRows(file);
  let data = -1;
  for await (const row of rows) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    data += 1;
    if (data > limits.maxRows) throw new SheetRefused(`The sheet has more than ${limits.maxRows.toLocaleString('en-US')} rows; split it into several uploads`);
    yield row;
  }
}

/**
 * The upload was checked from the zip's headers when it came in; here the parts are really
 * unpacked once (yauzl holds each to its declared size) before exceljs reads them, so a zip
 * that lies in its headers is refused too, and the reader never sees more than the cap.
 */
export async function checkUnpackedSize(file: Buffer, caps: ContentCaps['spreadsheet']): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new SheetRefused('The spreadsheet could not be read');
  }
  if (zip.entryCount > caps.maxEntries) throw new SheetRefused(`The spreadsheet has more than ${caps.maxEntries.toLocaleString('en-US')} parts`);
  let unpacked = 0;
  const tooLarge = () => new SheetRefused(`The spreadsheet unpacks to more than ${formatFileSize(caps.maxUnpackedBytes)}`);
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(new SheetRefused('The spreadsheet could not be read')));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > caps.maxUnpackedBytes) {
        zip.close();
        reject(tooLarge());
        return;
      }
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(new SheetRefused('The spreadsheet could not be read'));
        stream.on('error', () => reject(new SheetRefused('The spreadsheet could not be read')));
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
}

/** The first worksheet, through exceljs's streaming reader (its full reader took about 1 GB on a small bomb). */
async function* xlsxRows(file: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  await checkUnpackedSize(file, limits.spreadsheet);
  const input = Readable.from([file]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let index = 1; index < values.length; index++) cells.push(cellText(values[index]));
        yield { number: row.number, cells };
      }
      return; // the first sheet only
    }
  } finally {
    input.destroy();
  }
}

/** A cell as the text a user typed: numbers and booleans as written, dates as YYYY-MM-DD, rich text joined. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error) return cell.error;
  }
  return String(value);
}

/**
 * CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) in UTF-8, with or without a byte
 * order mark. The separator is the most frequent of `,` `;` tab in the header line, because
 * Excel writes `;` or tab in some locales (as the upload's inspector reads it).
 */
export function* csvRows(file: Buffer): Generator<SheetRow> {
  let text = file.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const separator = separatorOf(text.slice(0, Math.max(text.indexOf('\n'), 0) || text.length));
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let number = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      yield { number, cells };
      number += 1;
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    yield { number, cells };
  }
}

function separatorOf(line: string): string {
  const counts = [',', ';', '\t'].map((separator) => [separator, line.split(separator).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
