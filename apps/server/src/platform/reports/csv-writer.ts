import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { isEmptyValue, isoWallClock, looksLikeFormula, numberOf, temporalReader, textOf } from './cell-values';
import { ChunkWriter, writableSink } from './chunk-writer';
import { eachRow } from './each-row';
import type { ReportColumn, ReportRow, ReportSpec } from './report-spec';

// Excel takes a CSV without a byte order mark for the legacy code page and garbles accents.
const byteOrderMark = '\uFEFF';
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlCharacters = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;

/**
 * OWASP's advice on CSV injection: a cell starting with = + - @ tab or CR gets a leading
 * apostrophe, and every text cell is quoted with its quotes doubled, so a separator inside it
 * (Excel in many locales splits on ; not ,) cannot start a new cell that is a formula.
 * Control characters are removed first, so "\0=cmd" cannot hide a formula behind a NUL.
 */
export function csvText(raw: string): string {
  const text = raw.replace(controlCharacters, '');
  return `"${(looksLikeFormula(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

type CellWriter = (value: unknown) => string;

function csvRenderer(columns: readonly ReportColumn[], timeZone?: string): (row: ReportRow) => string {
  const readTemporal = temporalReader(timeZone);
  const text: CellWriter = (value) => csvText(textOf(value));
  const writers = columns.map((column): CellWriter => {
    switch (column.type) {
      case 'text':
        return text;
      case 'number':
        return (value) => {
          const number = numberOf(value);
          return number === undefined ? text(value) : String(number);
        };
      case 'date':
      case 'datetime': {
        const dateOnly = column.type === 'date';
        return (value) => {
          const wall = readTemporal(value, dateOnly);
          return wall === undefined ? text(value) : isoWallClock(wall, dateOnly);
        };
      }
    }
  });
  const keys = columns.map((column) => column.key);
  return (row) => {
    let line = '';
    for (let index = 0; index < writers.length; index++) {
      const value = row[keys[index]!];
      if (index > 0) line += ',';
      if (!isEmptyValue(value)) line += writers[index]!(value);
    }
    return `${line}\r\n`;
  };
}

/**
 * Writes RFC 4180 CSV (CRLF lines, UTF-8 with a byte order mark) to `destination` as the rows
 * arrive, and resolves with the number of data rows once the destination has taken them all.
 * On failure the destination is destroyed and the promise rejects.
 */
export async function writeCsv<Row extends ReportRow>(spec: ReportSpec<Row>, destination: Writable): Promise<number> {
  const columns = spec.columns as ReportSpec['columns'];
  const renderRow = csvRenderer(columns, spec.timeZone);
  const aborted = new AbortController();
  // Waits for the writable side only: a PassThrough destination is done once it holds the bytes.
  const delivered = finished(destination, { readable: false });
  delivered.catch((error: unknown) => aborted.abort(error));
  const out = new ChunkWriter(writableSink(destination, aborted.signal));

  let rowCount = 0;
  try {
    out.add(`${byteOrderMark}${columns.map((column) => csvText(column.header)).join(',')}\r\n`);
    const take = (row: ReportRow) => {
      rowCount++;
      return out.add(renderRow(row));
    };
    await eachRow(spec.rows, take, () => out.flush());
    await out.flush(true);
    destination.end();
  } catch (error) {
    destination.destroy(error as Error);
    await delivered.catch(() => undefined);
    throw error;
  }
  await delivered;
  return rowCount;
}
