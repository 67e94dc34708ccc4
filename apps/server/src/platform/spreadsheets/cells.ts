/**
 * A cell as the sheet types it. A date is the wall time the cell shows, without a zone (a
 * spreadsheet keeps none): `YYYY-MM-DD`, with `THH:MM:SS` when it has a time of day.
 */
export type Cell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'date'; value: string }
  | { type: 'error'; value: string };

/** A row of a sheet: its number as the user sees it (the first is 1), and its cells from column A; null where a cell is empty. */
export interface SheetRow {
  number: number;
  cells: (Cell | null)[];
}

/** Why a spreadsheet cannot be read at all, as a sentence a user can act on. */
export class SpreadsheetRefused extends Error {
  override name = 'SpreadsheetRefused';
}

export const textCell = (value: string): Cell => ({ type: 'text', value });

/** A cell as the text a user typed: numbers as written, booleans as Excel shows them, dates as YYYY-MM-DD. */
export function cellText(cell: Cell | null | undefined): string {
  if (!cell) return '';
  switch (cell.type) {
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    case 'number':
      return String(cell.value);
    default:
      return cell.value;
  }
}
