import { contentCaps, type ContentCaps } from '@veritag/domain';
import type { SheetRow } from './cells';
import { sheetRows } from './sheet-rows';
import { readWorkbookParts } from './workbook-parts';
import { zipParts } from './zip-parts';

/** A worksheet of the workbook, by the name its tab shows; its rows are read when asked, each time from the zip. */
export interface WorkbookSheet {
  name: string;
  rows(): AsyncGenerator<SheetRow>;
}

/**
 * The worksheets of an .xlsx, in tab order, whichever program wrote it. The zip's directory
 * is held to the spreadsheet caps first (zip-parts.ts); then the parts are read in the order
 * the format needs (workbook, relationships, shared strings, styles) before any sheet, so the
 * order of the zip's entries plays no part: exceljs's streaming reader, which read them in zip
 * order, lost rows and strings at random on SheetJS and LibreOffice files (decision 0414). Memory
 * holds the file, the shared strings and one unpacked chunk of a sheet, never the sheet.
 * Anything broken is a SpreadsheetRefused, never another error.
 */
export async function readWorkbook(
  file: Buffer,
  caps: ContentCaps['spreadsheet'] = contentCaps.spreadsheet,
): Promise<WorkbookSheet[]> {
  const parts = await zipParts(file, caps);
  const workbook = await readWorkbookParts(parts);
  return workbook.sheets.map(({ name, part }) => ({
    name,
    rows: async function* () {
      yield* sheetRows(await parts.open(part), workbook);
    },
  }));
}
