import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A destination that keeps what it is given, for reading a report back in a test. */
export function memorySink() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Every row of every sheet through exceljs's streaming reader (values from column A on), as a
 * user's spreadsheet program would see them: numbers, Dates, strings, formulas as objects.
 */
export async function readXlsxRows(
  bytes: Buffer,
): Promise<{ sheetNames: string[]; rows: unknown[][] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    styles: 'cache',
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  const sheetNames: string[] = [];
  const rows: unknown[][] = [];
  for await (const sheet of reader) {
    sheetNames.push((sheet as unknown as { name: string }).name);
    for await (const row of sheet) {
      const values = row.values as unknown[];
      rows.push(
        Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => values[index + 1]),
      );
    }
  }
  return { sheetNames, rows };
}

/** What the streaming reader does not report: the frozen pane, the filter, cell styles. */
export async function readXlsxWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** Every record of a CSV through exceljs's CSV reader (fast-csv), each field as its raw text. */
export async function readCsvRows(bytes: Buffer): Promise<string[][]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([bytes]), {
    map: (field: string) => field,
  });
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as string[]).slice(1)));
  return rows;
}
