import type { ContentCaps } from '@veritag/domain';
import {
  cellText,
  csvRows,
  readWorkbook,
  SpreadsheetRefused,
  type SheetRow,
} from '../../platform/spreadsheets';

export type SheetFormat = 'xlsx' | 'csv';

export interface SheetLimits {
  /** Data rows (after the header) an upload may hold. */
  maxRows: number;
  spreadsheet: ContentCaps['spreadsheet'];
}

/**
 * The rows of an uploaded sheet (the first worksheet of a workbook), the header first, read as
 * a stream: memory holds the file (at most the upload's 10 MB) and a chunk of rows, never the
 * sheet. Empty rows are skipped. More than `maxRows` data rows is refused rather than read to
 * the end; so is a file that cannot be read (SpreadsheetRefused, a sentence for the user).
 */
export async function* sheetRows(
  file: Buffer,
  format: SheetFormat,
  limits: SheetLimits,
): AsyncGenerator<SheetRow> {
  const rows = format === 'xlsx' ? firstSheetRows(file, limits) : csvRows(file);
  let data = -1;
  for await (const row of rows) {
    if (row.cells.every((cell) => cellText(cell).trim() === '')) continue;
    data += 1;
    if (data > limits.maxRows)
      throw new SpreadsheetRefused(
        `The sheet has more than ${limits.maxRows.toLocaleString('en-US')} rows; split it into several uploads`,
      );
    yield row;
  }
}

async function* firstSheetRows(file: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const [first] = await readWorkbook(file, limits.spreadsheet);
  yield* first!.rows();
}
