/**
 * The printing job CSV, read as rows (the upload kit has already judged it UTF-8 text within
 * the size, row and column caps): the first non-blank row is the header, which names every
 * column; each other non-blank row is one label's data with as many columns as the header.
 * Rows are told apart outside quotes, so a quoted line break stays in its row; blank lines
 * are skipped. Nothing is copied: rows are byte ranges of the upload.
 */
export interface CsvRows {
  /** The header's bytes, without its line end (a byte order mark kept). */
  header: Buffer;
  columns: number;
  /** Data rows as [start, end) byte ranges of the buffer, line ends excluded. */
  starts: Int32Array;
  ends: Int32Array;
  count: number;
}

export class CsvProblem extends Error {
  override name = 'CsvProblem';
}

const quote = 0x22;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const separators = [0x2c, 0x3b, 0x09] as const; // , ; tab (Excel writes ; or tab in some locales)
const bom = [0xef, 0xbb, 0xbf];

/** Reads the rows, or throws a CsvProblem whose message says what is wrong and where. */
export function readCsvRows(buffer: Buffer): CsvRows {
  const starts: number[] = [];
  const ends: number[] = [];
  let headerRange: [number, number] | undefined;
  let separator = 0x2c;
  let columns = 0;
  let row = 0; // numbered as a spreadsheet shows them: the header is row 1
  let index = buffer[0] === bom[0] && buffer[1] === bom[1] && buffer[2] === bom[2] ? 3 : 0;
  const afterBom = index;

  while (index < buffer.length) {
    const start = index;
    let inQuotes = false;
    const counts = [0, 0, 0];
    let blank = true;
    for (; index < buffer.length; index++) {
      const byte = buffer[index]!;
      if (byte === quote) inQuotes = !inQuotes;
      if (inQuotes) {
        blank = false;
        continue;
      }
      if (byte === lineFeed) break;
      const which = separators.indexOf(byte as (typeof separators)[number]);
      if (which >= 0) counts[which]! += 1;
      if (byte !== carriageReturn && byte !== 0x20) blank = false;
    }
    let end = index;
    if (end > start && buffer[end - 1] === carriageReturn) end -= 1;
    index += 1; // past the line feed
    if (blank) continue;
    row += 1;
    if (inQuotes)
      throw new CsvProblem(`Row ${row} of the CSV file opens a quote that is never closed`);
    if (!headerRange) {
      headerRange = [start === afterBom ? 0 : start, end];
      const most = Math.max(...counts);
      separator = most === 0 ? 0x2c : separators[counts.indexOf(most)]!;
      columns = counts[separators.indexOf(separator as (typeof separators)[number])]! + 1;
      const blankName = headerNames(buffer.subarray(start, end), separator).findIndex(
        (name) => name === '',
      );
      if (blankName >= 0)
        throw new CsvProblem(
          `The CSV file's first row must name every column: column ${blankName + 1} has no name`,
        );
      continue;
    }
    const width = counts[separators.indexOf(separator as (typeof separators)[number])]! + 1;
    if (width !== columns)
      throw new CsvProblem(
        `Row ${row} of the CSV file has ${width} columns but its header has ${columns}`,
      );
    starts.push(start);
    ends.push(end);
  }
  if (!headerRange)
    throw new CsvProblem(
      'The CSV file is empty: its first row names the columns and each further row is one label',
    );
  if (starts.length === 0) throw new CsvProblem('The CSV file has a header row but no data rows');
  return {
    header: buffer.subarray(headerRange[0], headerRange[1]),
    columns,
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    count: starts.length,
  };
}

/** The header's cells, unquoted and trimmed. */
function headerNames(row: Buffer, separator: number): string[] {
  const names: string[] = [];
  let current = '';
  let inQuotes = false;
  const text = row.toString('utf8').replace(/^\ufeff/, '');
  const sep = String.fromCharCode(separator);
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      if (inQuotes && text[i + 1] === '"') {
        current += '"';
        i++;
      } else inQuotes = !inQuotes;
    } else if (char === sep && !inQuotes) {
      names.push(current.trim());
      current = '';
    } else current += char;
  }
  names.push(current.trim());
  return names;
}

/**
 * How `count` rows are dealt into `parts` job files: in order, as evenly as possible (the
 * first files take one row more when it does not divide). Returns each part's first row and size.
 */
export function partsOf(count: number, parts: number): { first: number; rows: number }[] {
  const base = Math.floor(count / parts);
  const extra = count % parts;
  const out: { first: number; rows: number }[] = [];
  let first = 0;
  for (let part = 0; part < parts; part++) {
    const rows = base + (part < extra ? 1 : 0);
    out.push({ first, rows });
    first += rows;
  }
  return out;
}

/** One job file: the header, then its rows, every line ended with CRLF (RFC 4180). */
export function partBytes(buffer: Buffer, csv: CsvRows, first: number, rows: number): Buffer {
  const crlf = Buffer.from('\r\n');
  const pieces: Buffer[] = [csv.header, crlf];
  for (let row = first; row < first + rows; row++)
    pieces.push(buffer.subarray(csv.starts[row]!, csv.ends[row]!), crlf);
  return Buffer.concat(pieces);
}

/** `printing-job-42-part-3-of-10.csv`: the name a job file has in storage downloads and on the printer. */
export const jobFileName = (jobId: number, part: number, parts: number) =>
  `printing-job-${jobId}-part-${part}-of-${parts}.csv`;
