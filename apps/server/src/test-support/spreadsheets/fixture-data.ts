import { readFileSync } from 'node:fs';

/** A fixture's cell: text, a number, a switch, or a date (a month typed in Excel becomes the 1st of it). */
export type FixtureCell = string | number | boolean | { date: string };

export interface FixtureData {
  codesHeader: string[];
  productsHeader: string[];
  /** By fixture name (codes-<name>.xlsx, products-<name>.xlsx): the codes it lists and its product rows. */
  writers: Record<string, { codes: string[]; products: FixtureCell[][] }>;
}

/** The writers of the fixtures (README.md): a file name, and a key for the codes and product codes it holds (Crockford's symbols: no I, L, O or U). */
export const fixtureWriters = [
  { file: 'libreoffice', key: 'CA' },
  { file: 'openpyxl', key: 'PY' },
  { file: 'sheetjs-stored', key: 'SS' },
  { file: 'sheetjs-deflated', key: 'SD' },
  { file: 'sheetjs-inline', key: 'SN' },
  { file: 'sheetjs-strings-last', key: 'SZ' },
  { file: 'exceljs', key: 'EX' },
] as const;

const folder = new URL('./', import.meta.url);

export const fixtureData = (): FixtureData =>
  JSON.parse(readFileSync(new URL('fixture-data.json', folder), 'utf8')) as FixtureData;
/** Every writer's codes: what a test adds to a print run before it uploads the workbooks. */
export const fixtureCodes = (data: FixtureData): string[] =>
  Object.values(data.writers).flatMap((writer) => writer.codes);
export const fixtureFile = (kind: 'codes' | 'products', writer: string): Buffer =>
  readFileSync(new URL(`${kind}-${writer}.xlsx`, folder));
