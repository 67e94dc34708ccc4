import { describe, expect, it } from 'vitest';
import { contentCaps } from '@veritag/domain';
import { cellText, csvRows, SpreadsheetRefused, type SheetRow } from '../../platform/spreadsheets';
import { sheetRows } from './sheet-reader';

const all = async (rows: AsyncIterable<SheetRow>) => {
  const seen: [number, string[]][] = [];
  for await (const row of rows) seen.push([row.number, row.cells.map(cellText)]);
  return seen;
};

describe('the sheet reader', () => {
  it('reads CSV as Excel writes it: quotes, doubled quotes, CRLF, a BOM, ; or tab separators', () => {
    const text = '\ufeffa;b;c\r\n"x;1";"say ""hi""";\r\n"two\nlines";2;3';
    expect(
      [...csvRows(Buffer.from(text))].map((row) => [row.number, row.cells.map(cellText)]),
    ).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['x;1', 'say "hi"', '']],
      [3, ['two\nlines', '2', '3']],
    ]);
    expect([...csvRows(Buffer.from('a\tb\n1\t2\n'))].map((row) => row.cells.map(cellText))).toEqual(
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    );
  });

  it('skips empty rows and refuses a sheet over the row cap before reading on', async () => {
    const limits = { maxRows: 2, spreadsheet: contentCaps.spreadsheet };
    expect(await all(sheetRows(Buffer.from('h\n1\n,\n2\n'), 'csv', limits))).toEqual([
      [1, ['h']],
      [2, ['1']],
      [4, ['2']],
    ]);
    await expect(all(sheetRows(Buffer.from('h\n1\n2\n3\n'), 'csv', limits))).rejects.toThrow(
      new SpreadsheetRefused('The sheet has more than 2 rows; split it into several uploads'),
    );
  });
});
