import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { isEmptyValue, isoWallClock, numberOf, temporalReader, textOf } from './cell-values';
import { ChunkWriter, writableSink } from './chunk-writer';
import { eachRow } from './each-row';
import type { ReportColumn, ReportRow, ReportSpec } from './report-spec';

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlCharacters = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;
const needsQuotes = /[",\r\n]/;

/**
 * A field of a CSV made for a machine (a printer, a press, a coder): the value exactly as it was
 * issued or typed, quoted only where RFC 4180 needs it (a comma, a quote, a line break), so a
 * reader that splits on commas still reads it. No apostrophe before = + - @: the printer would
 * print it, and -0042 would come out as '-0042. Control characters are dropped: no label prints
 * them, and a NUL or form feed breaks a printer's line reader.
 */
export function csvField(raw: string): string {
  const text = raw.replace(controlCharacters, '');
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type CellWriter = (value: unknown) => string;

function csvRenderer(
  columns: readonly ReportColumn[],
  timeZone?: string,
): (row: ReportRow) => string {
  const readTemporal = temporalReader(timeZone);
  const text: CellWriter = (value) => csvField(textOf(value));
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
 * Writes RFC 4180 CSV (CRLF lines, UTF-8 without a byte order mark) to `destination` as the rows
 * arrive, and resolves with the number of data rows once the destination has taken them all.
 * On failure the destination is destroyed and the promise rejects. Every CSV the platform writes
 * is a machine's file (print files, roll files): people get XLSX, whose text cells cannot be
 * formulas. A byte order mark would be read by many machines as part of the first column's name.
 */
export async function writeCsv<Row extends ReportRow>(
  spec: ReportSpec<Row>,
  destination: Writable,
): Promise<number> {
  const columns = spec.columns as ReportSpec['columns'];
  const renderRow = csvRenderer(columns, spec.timeZone);
  const aborted = new AbortController();
  // Waits for the writable side only: a PassThrough destination is done once it holds the bytes.
  const delivered = finished(destination, { readable: false });
  delivered.catch((error: unknown) => aborted.abort(error));
  const out = new ChunkWriter(writableSink(destination, aborted.signal));

  let rowCount = 0;
  try {
    out.add(`${columns.map((column) => csvField(column.header)).join(',')}\r\n`);
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
