import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { formatFileSize, type FileRule } from '@veritag/domain';
import { ApiProblem } from '../problem';
import { formatCount, notAccepted, startsWith, type Inspection } from './inspection';

/** An .xls is an OLE compound file; file-type names it application/x-cfb. */
const compoundFileSignature = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const zipSignature = Buffer.from('504b0304', 'hex');
/** Excel keeps its cells in a stream named Workbook (Book before Excel 97); Word's is WordDocument. */
const workbookStreamNames = ['Workbook', 'Book'].map((name) => Buffer.from(name, 'utf16le'));
const requiredXlsxParts = ['[Content_Types].xml', 'xl/workbook.xml'];

export async function inspectSpreadsheet(buffer: Buffer, rule: FileRule): Promise<Inspection> {
  if (startsWith(buffer, compoundFileSignature)) {
    // The directory names are UTF-16 in the file; finding one is enough to tell a sheet from a .doc.
    const isWorkbook = workbookStreamNames.some((name) => buffer.includes(name));
    return isWorkbook
      ? { contentType: 'application/vnd.ms-excel', extension: 'xls' }
      : notAccepted(rule, 'It is an Office file but not an Excel workbook');
  }
  if (startsWith(buffer, zipSignature)) return inspectXlsx(buffer, rule);
  return notAccepted(rule);
}

/**
 * An .xlsx is a zip. Its central directory says how many parts it has and how large each
 * unpacks, so a zip bomb is refused from those headers alone: nothing is inflated here. The
 * importer that reads the sheet later unpacks with yauzl, which holds each part to its
 * declared size, so the declared total is a real bound.
 */
async function inspectXlsx(buffer: Buffer, rule: FileRule): Promise<Inspection> {
  const { maxEntries, maxUnpackedBytes } = rule.caps.spreadsheet;
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(buffer, { lazyEntries: true });
  } catch {
    return unreadable();
  }
  if (zip.entryCount > maxEntries)
    return new ApiProblem(413, `The spreadsheet has more than ${formatCount(maxEntries)} parts`);
  let unpackedBytes = 0;
  const missing = new Set(requiredXlsxParts);
  try {
    await eachEntryHeader(zip, (entry) => {
      unpackedBytes += entry.uncompressedSize;
      missing.delete(entry.fileName);
      return unpackedBytes <= maxUnpackedBytes;
    });
  } catch {
    return unreadable();
  }
  if (unpackedBytes > maxUnpackedBytes)
    return new ApiProblem(
      413,
      `The spreadsheet unpacks to more than ${formatFileSize(maxUnpackedBytes)}`,
    );
  if (missing.size > 0) return notAccepted(rule, 'It is a zip file but not an Excel workbook');
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}

const unreadable = () => new ApiProblem(415, 'The spreadsheet could not be read');

/** Reads the central directory one record at a time; `visit` returns false to stop early. */
function eachEntryHeader(zip: ZipFile, visit: (entry: Entry) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (visit(entry)) zip.readEntry();
      else resolve();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}
