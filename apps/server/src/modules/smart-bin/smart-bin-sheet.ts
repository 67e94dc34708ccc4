import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { blacklistCodeOf, contentCaps, formatFileSize, isCodesHeader, maxBlacklistCodeLength } from '@veritag/domain';
import { ApiProblem, badRequest, fieldError } from '../../http/problem';
import type { UploadedFile } from '../../http/multipart';

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
 * ("QR Code": no digit and no right check character, see isCodesHeader). Only .xlsx is read:
 * exceljs reads no old binary .xls, which is refused with how to save it. The zip is unpacked
 * once under the upload caps before exceljs's streaming reader sees it (a small zip bomb took
 * its full reader to about 1 GB).
 */
export async function smartBinCodesOf(file: UploadedFile): Promise<string[]> {
  if (file.extension !== 'xlsx') throw new ApiProblem(415, 'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) and upload again');
  await checkUnpacked(file.buffer);
  const codes = new Set<string>();
  const input = Readable.from([file.buffer]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore' });
  try {
    let sheet = 0;
    for await (const worksheet of workbook) {
      sheet += 1;
      let first = true;
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const cell = cellText((row.values as unknown[])[1]).trim();
        if (cell === '') continue;
        const header = first && isCodesHeader(cell, smartBinCodeOf(cell));
        first = false;
        if (header) continue;
        const code = smartBinCodeOf(cell);
        if (code === '' || code.length > maxBlacklistCodeLength) throw refuse(`Row ${row.number} of sheet ${sheet} has no code in its first column`);
        codes.add(code);
        if (codes.size > maxSmartBinCodes) throw refuse(`The file has more than ${maxSmartBinCodes.toLocaleString('en-US')} codes; split it into several uploads`);
      }
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    throw refuse('The spreadsheet could not be read');
  } finally {
    input.destroy();
  }
  if (codes.size === 0) throw refuse('The file holds no codes');
  return [...codes];
}

/** A cell as text: numbers as written, rich text joined, a formula by its result, a hyperlink by its text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; hyperlink?: unknown };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (typeof cell.hyperlink === 'string') return cell.hyperlink;
  }
  return '';
}

/**
 * The zip's parts really unpacked once, each held to its declared size (yauzl), against the
 * spreadsheet caps: the upload inspector read only the headers, which a crafted zip can lie in.
 */
async function checkUnpacked(file: Buffer): Promise<void> {
  const caps = contentCaps.spreadsheet;
  const unreadable = () => refuse('The spreadsheet could not be read');
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw unreadable();
  }
  if (zip.entryCount > caps.maxEntries) throw refuse(`The spreadsheet has more than ${caps.maxEntries.toLocaleString('en-US')} parts`);
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(unreadable()));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > caps.maxUnpackedBytes) {
        zip.close();
        return reject(refuse(`The spreadsheet unpacks to more than ${formatFileSize(caps.maxUnpackedBytes)}`));
      }
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(unreadable());
        stream.on('error', () => reject(unreadable()));
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
}
