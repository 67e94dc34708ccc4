import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ChunkWriter } from './chunk-writer';
import { eachRow } from './each-row';
import {
  maxXlsxDataRows,
  ReportTooLargeError,
  type ReportRow,
  type ReportSpec,
} from './report-spec';
import { packageParts, sheetHead, sheetPath, sheetTail } from './xlsx-parts';
import { headerRow, rowRenderer } from './xlsx-rows';
import { ZipWriter } from './zip-writer';

/**
 * Writes an XLSX workbook of one sheet to `destination` as the rows arrive, and resolves with
 * the number of data rows once the destination has taken the last byte. On failure (the rows
 * fail, the destination closes early) the destination is destroyed and the promise rejects.
 */
export async function writeXlsx<Row extends ReportRow>(
  spec: ReportSpec<Row>,
  destination: Writable,
  rowLimit = maxXlsxDataRows,
): Promise<number> {
  const columns = spec.columns as ReportSpec['columns'];
  const renderRow = rowRenderer(columns, spec.timeZone);
  const aborted = new AbortController();
  // The writable side only: a PassThrough destination is done once it holds the bytes.
  const delivered = finished(destination, { readable: false });
  delivered.catch((error: unknown) => aborted.abort(error));
  const zip = new ZipWriter(destination, aborted.signal);

  let rowCount = 0;
  let sheet: Awaited<ReturnType<ZipWriter['startFile']>> | undefined;
  try {
    for (const [path, xml] of packageParts(spec.sheetName))
      await zip.addFile(path, Buffer.from(xml));
    sheet = await zip.startFile(sheetPath);
    const out = new ChunkWriter(sheet.write);
    out.add(sheetHead(columns) + headerRow(columns));
    const take = (row: ReportRow) => {
      if (rowCount === rowLimit)
        throw new ReportTooLargeError(
          `A spreadsheet holds at most ${rowLimit} rows; narrow the report or download it as CSV`,
        );
      rowCount++;
      return out.add(renderRow(row, rowCount + 1));
    };
    await eachRow(spec.rows, take, () => out.flush());
    out.add(sheetTail(columns, rowCount + 1));
    await out.flush(true);
    await sheet.end();
    await zip.finish();
  } catch (error) {
    sheet?.abandon();
    destination.destroy(error as Error);
    await delivered.catch(() => undefined);
    throw error;
  }
  await delivered;
  return rowCount;
}
