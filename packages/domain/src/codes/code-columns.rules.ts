import { codeInCell, isCodesHeader, quotedCell, readCodeCell } from './code-cells.rules';

/*
 * Which column of a file holds its codes (decision 0422). The platform's own code files put a
 * sequence number first (`seq,code`, `Sr No,Lane,Code,URL,…`, `Roll No,Label,Sr No,Code,URL`,
 * `pack,position,seq,code,validUpto`), so the first column is no rule: the column is found by
 * its header, else by what its cells hold.
 */

/**
 * Headers of a column of codes, the most telling first, as `headerKey` reads them. A code
 * beats its link (the print file has both, the same code on a row) and both beat a serial
 * number, which in the print file is the product's, not the code.
 */
export const codeColumnHeaders = [
  'code',
  'codes',
  'qrcode',
  'qrcodes',
  'qr',
  'qrs',
  'uniquecode',
  'uniquecodes',
  'token',
  'tokens',
  'tokencode',
  'tokencodes',
  'url',
  'urls',
  'qrurl',
  'scanurl',
  'link',
  'links',
  'digitallink',
  'digitallinks',
  'serial',
  'serials',
  'serialnumber',
  'serialnumbers',
] as const;

/** A header as compared: lower case, letters and digits only ("QR Code" and "qr_code" are `qrcode`). */
export const headerKey = (cell: string): string =>
  cell.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A row as the file numbers it (a line of a CSV, a row of a sheet) and its cells as text, from the first column. */
export interface CodeFileRow {
  number: number;
  cells: readonly string[];
}

/** The column of codes: its index from 0, its header when the file has one, and the header's row (to skip). */
export interface CodeColumn {
  index: number;
  header?: string;
  headerRow?: number;
}

/** Where a refusal points: "the file" and its lines (CSV), or "the sheet Codes" and its rows. */
export interface CodeFilePlace {
  name: string;
  rowWord: 'line' | 'row';
}
export const codeFilePlace = (sheet?: string): CodeFilePlace =>
  sheet === undefined
    ? { name: 'the file', rowWord: 'line' }
    : { name: `the sheet ${sheet}`, rowWord: 'row' };

const isBlank = (cell: string | undefined) => (cell ?? '').trim() === '';

/** 1, 2, 3… (from any start): a row number, never codes, even where a number is a well-formed code by chance. */
export function isSequence(cells: readonly string[]): boolean {
  const numbers = cells.filter((cell) => !isBlank(cell)).map((cell) => cell.trim());
  if (numbers.length < 2 || !numbers.every((cell) => /^\d{1,15}$/.test(cell))) return false;
  return numbers.every((cell, at) => at === 0 || Number(cell) === Number(numbers[at - 1]) + 1);
}

const columnName = (column: CodeColumn) =>
  `column ${column.index + 1}${column.header ? ` (${quotedCell(column.header)})` : ''}`;

/** What a column holds instead of codes, for the refusal of a file where no column holds any. */
function whatItHolds(cells: readonly string[]): string {
  const filled = cells.filter((cell) => !isBlank(cell)).map((cell) => cell.trim());
  if (isSequence(filled)) return 'holds sequence numbers';
  if (filled.every((cell) => /^[+-]?\d+([.,]\d+)?$/.test(cell))) return 'holds numbers, not codes';
  if (filled.every((cell) => cell.includes('/')))
    return `holds links that name no code, such as ${quotedCell(filled[0]!)}`;
  return `holds ${quotedCell(filled.find((cell) => !cell.includes('/'))!)}, which is not a code`;
}

/**
 * The column of codes of a file or sheet, judged on its first rows (`sample`; blank rows are
 * passed over). The first row is a header when it names a column of codes (`codeColumnHeaders`)
 * or when none of its cells is a code or holds a digit (`isCodesHeader`: "QR", "Tokens").
 * In order: the best-named column where a code appears; else the column with the most
 * well-formed codes (a sequence counts none; the leftmost wins a tie, so `Code` before `URL`);
 * else a named column that is no sequence, whose first cell the caller then refuses by name.
 * A problem sentence when no column holds codes, saying what the first columns hold instead.
 */
export function codeColumnOf(
  sample: readonly CodeFileRow[],
  place: CodeFilePlace,
): CodeColumn | { problem: string } {
  const rows = sample.filter((row) => row.cells.some((cell) => !isBlank(cell)));
  const first = rows[0];
  const named = (first?.cells ?? [])
    .map((cell, index) => ({
      index,
      rank: (codeColumnHeaders as readonly string[]).indexOf(headerKey(cell)),
    }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ index }) => index);
  const hasHeader =
    first !== undefined &&
    (named.length > 0 || first.cells.every((cell) => isBlank(cell) || isCodesHeader(cell)));
  const data = hasHeader ? rows.slice(1) : rows;
  const width = Math.max(0, ...rows.map((row) => row.cells.length));
  const cellsOf = (index: number) => data.map((row) => row.cells[index] ?? '');
  const codesIn = (index: number) =>
    isSequence(cellsOf(index))
      ? 0
      : cellsOf(index).filter((cell) => codeInCell(cell) !== undefined).length;
  const chosen = (index: number): CodeColumn => {
    if (!hasHeader) return { index };
    const header = first.cells[index]?.trim();
    return { index, headerRow: first.number, ...(header ? { header } : {}) };
  };

  const namedWithCodes = named.find((index) => codesIn(index) > 0);
  if (namedWithCodes !== undefined) return chosen(namedWithCodes);
  const counts = Array.from({ length: width }, (_, index) => codesIn(index));
  const most = counts.indexOf(Math.max(0, ...counts));
  if (most >= 0 && counts[most]! > 0) return chosen(most);
  const namedAtAll = named.find((index) => !isSequence(cellsOf(index)));
  if (namedAtAll !== undefined || data.length === 0) return chosen(namedAtAll ?? 0);

  const described = Array.from({ length: width }, (_, index) => index)
    .filter((index) => cellsOf(index).some((cell) => !isBlank(cell)))
    .slice(0, 3)
    .map((index) => `${columnName(chosen(index))} ${whatItHolds(cellsOf(index))}`);
  return {
    problem: `No column of ${place.name} holds codes: ${described.join(', ')}; put the codes in a column headed "code"`,
  };
}

/** Why the file is refused at one cell of its column of codes: the column, the place, the row, and what is wrong. */
export const codeCellRefusal = (
  place: CodeFilePlace,
  column: CodeColumn,
  row: number,
  problem: string,
): string => {
  const name = columnName(column);
  return `${name[0]!.toUpperCase()}${name.slice(1)} of ${place.name}, ${place.rowWord} ${row}: ${problem}`;
};

/**
 * A row's code, read from the column of codes; undefined for a blank row. A row with something
 * in it but nothing in that column is refused rather than passed over: its code may stand in
 * another column, and a code left out in silence is one a user believes blacklisted or linked.
 */
export function readCodeRow(
  cells: readonly string[],
  column: CodeColumn,
): { code: string } | { problem: string } | undefined {
  const read = readCodeCell(cells[column.index] ?? '');
  if (read !== undefined) return read;
  const elsewhere = cells.findIndex((cell) => !isBlank(cell));
  return elsewhere < 0
    ? undefined
    : {
        problem: `no code, while column ${elsewhere + 1} holds ${quotedCell(cells[elsewhere]!.trim())}`,
      };
}
