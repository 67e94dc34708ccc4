import {
  codeCellRefusal,
  codeColumnOf,
  codeFilePlace,
  contentCaps,
  readCodeRow,
  type CodeFilePlace,
  type CodeFileRow,
} from '@veritag/domain';
import type { UploadedFile } from '../../http/multipart';
import { ApiProblem, badRequest, fieldError } from '../../http/problem';
import {
  cellText,
  csvRows,
  readWorkbook,
  SpreadsheetRefused,
  type SheetRow,
} from '../spreadsheets';

/** More codes than a 1,000,000-byte CSV can hold (about 70,000 of 12 characters and a line end). */
export const maxCodesPerFile = 100_000;
/** A workbook's rows are read to this many, blank ones included, then refused: its upload cap bounds bytes, not rows. */
export const maxRowsPerFile = maxCodesPerFile * 2;
/** Rows with something in them that decide the column of codes; a file's header and first codes are well inside. */
const sampleRows = 200;

interface CodeSheet {
  place: CodeFilePlace;
  rows: AsyncIterable<CodeFileRow>;
}

async function* textRows(
  rows: Iterable<SheetRow> | AsyncIterable<SheetRow>,
): AsyncGenerator<CodeFileRow> {
  for await (const row of rows) yield { number: row.number, cells: row.cells.map(cellText) };
}

/** The file's sheets: a CSV is one, named "the file"; a workbook's are its worksheets in tab order. */
async function* sheetsOf(
  file: Pick<UploadedFile, 'buffer' | 'extension'>,
): AsyncGenerator<CodeSheet> {
  if (file.extension === 'csv') {
    yield { place: codeFilePlace(), rows: textRows(csvRows(file.buffer)) };
    return;
  }
  // The workbook reader reads the zip-based .xlsx; the old binary .xls is another format altogether.
  if (file.extension !== 'xlsx')
    throw new ApiProblem(
      415,
      'An .xls workbook cannot be read; save it as .xlsx (Excel Workbook) or CSV and upload again',
    );
  const sheets = await readWorkbook(file.buffer, contentCaps.spreadsheet);
  for (const [index, sheet] of sheets.entries())
    yield { place: codeFilePlace(sheet.name || String(index + 1)), rows: textRows(sheet.rows()) };
}

/**
 * The codes of an uploaded file, each once, in the order first met. Each sheet's column of codes
 * is chosen on its first rows (`codeColumnOf`: by its header, else by its cells), then every
 * row down the sheet must hold a code there (a code's link gives its code; blank rows are
 * skipped), or the file is refused naming the column, the sheet and the row. A sheet where
 * no column holds codes is passed over, a notes sheet beside the codes say; a file where no
 * sheet holds any is refused with what its columns hold instead. Refusals are 400 on the form
 * field `part`; an .xls is 415 with how to save it.
 */
export async function codesOfFile(
  file: Pick<UploadedFile, 'buffer' | 'extension'>,
  part: string,
): Promise<string[]> {
  const refuse = (title: string) => badRequest(title, [fieldError(part, title)]);
  const codes = new Set<string>();
  let rowsRead = 0;
  let codeless: string | undefined;
  try {
    for await (const { place, rows } of sheetsOf(file)) {
      const iterator = rows[Symbol.asyncIterator]();
      const next = async () => {
        const read = await iterator.next();
        if (!read.done && ++rowsRead > maxRowsPerFile)
          throw refuse(
            `The file has more than ${maxRowsPerFile.toLocaleString('en-US')} rows; split it into several uploads`,
          );
        return read;
      };
      const sample: CodeFileRow[] = [];
      let filled = 0;
      while (filled < sampleRows) {
        const read = await next();
        if (read.done) break;
        sample.push(read.value);
        if (read.value.cells.some((cell) => cell.trim() !== '')) filled += 1;
      }
      const column = codeColumnOf(sample, place);
      if ('problem' in column) {
        codeless ??= column.problem;
        // Closes the sheet's part in the zip rather than leave it half read.
        await iterator.return?.();
        continue;
      }
      const take = (row: CodeFileRow) => {
        if (row.number === column.headerRow) return;
        const read = readCodeRow(row.cells, column);
        if (read === undefined) return;
        if ('problem' in read)
          throw refuse(codeCellRefusal(place, column, row.number, read.problem));
        codes.add(read.code);
        if (codes.size > maxCodesPerFile)
          throw refuse(
            `The file holds more than ${maxCodesPerFile.toLocaleString('en-US')} codes; split it into several uploads`,
          );
      };
      sample.forEach(take);
      for (let read = await next(); !read.done; read = await next()) take(read.value);
    }
  } catch (error) {
    throw error instanceof SpreadsheetRefused ? refuse(error.message) : error;
  }
  if (codes.size === 0) throw refuse(codeless ?? 'The file holds no codes');
  return [...codes];
}
