import { PassThrough, type Readable, type Writable } from 'node:stream';
import { writeCsv } from './csv-writer';
import { reportContentTypes, type ReportRow, type ReportSpec } from './report-spec';
import { writeXlsx } from './xlsx-writer';

/**
 * The one report writer: streams `spec.rows` into `destination` as XLSX or CSV and resolves
 * with the number of data rows. Memory stays flat: rows are read one at a time and the writer
 * waits whenever the destination is full. On failure the destination is destroyed.
 */
export function writeReport<Row extends ReportRow>(
  spec: ReportSpec<Row>,
  destination: Writable,
): Promise<number> {
  return spec.format === 'xlsx' ? writeXlsx(spec, destination) : writeCsv(spec, destination);
}

/** A download whose size is not known until it is written: sent with chunked transfer. */
export interface StreamedFile {
  stream: Readable;
  contentType: string;
  fileName: string;
  /** Settles when the report is written; rejects (after the stream is destroyed) on failure. */
  rowCount: Promise<number>;
}

/**
 * A report as a file reply: `{baseName}.xlsx` or `{baseName}.csv`. Nothing is read from the
 * rows until the reply first reads the stream, so a reply that is never sent (an error before
 * it, a client gone before the headers) never opens a cursor it cannot close.
 */
export function streamReport<Row extends ReportRow>(
  spec: ReportSpec<Row>,
  baseName: string,
): StreamedFile {
  let firstRead!: () => void;
  const stream = new PassThrough({
    read(size) {
      firstRead();
      PassThrough.prototype._read.call(this, size);
    },
  });
  const rowCount = new Promise<void>((resolve, reject) => {
    firstRead = resolve;
    stream.once('close', () => reject(new Error('The report was closed before it was read')));
  }).then(() => writeReport(spec, stream));
  // The failure reaches the reader as a destroyed stream; a caller that wants it awaits rowCount.
  rowCount.catch(() => undefined);
  return {
    stream,
    contentType: reportContentTypes[spec.format],
    fileName: `${baseName}.${spec.format}`,
    rowCount,
  };
}
