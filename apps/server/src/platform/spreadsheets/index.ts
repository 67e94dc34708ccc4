/**
 * Spreadsheets as uploads bring them: the rows of any .xlsx, whichever program wrote it
 * (workbook-reader.ts), and of a CSV, with typed cells. Every reader of an uploaded sheet
 * (product import; the smart bin, Link QrCode and the blacklist through platform/code-files)
 * reads through this door.
 */
export { readWorkbook, type WorkbookSheet } from './workbook-reader';
export { csvRows } from './csv-rows';
export { cellText, SpreadsheetRefused, type Cell, type SheetRow } from './cells';
