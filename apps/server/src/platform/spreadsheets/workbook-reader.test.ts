import { describe, expect, it } from 'vitest';
import {
  buildZip,
  workbookEntries,
  type TestWorkbook,
  type ZipEntry,
} from '../../test-support/zip';
import { cellText, readWorkbook, SpreadsheetRefused, type SheetRow } from '.';

const rowsOf = async (file: Buffer, sheet = 0) => {
  const rows: SheetRow[] = [];
  for await (const row of (await readWorkbook(file))[sheet]!.rows()) rows.push(row);
  return rows;
};
const textsOf = async (file: Buffer) =>
  (await rowsOf(file)).map((row) => [row.number, ...row.cells.map(cellText)]);
const refusal = async (file: Buffer) => {
  const error = await rowsOf(file).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SpreadsheetRefused);
  return (error as Error).message;
};

const codes: TestWorkbook = {
  sheets: [
    {
      name: 'Codes',
      rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2"><v>7</v></c></row>',
    },
  ],
  sharedStrings: ['<t>QR Code</t>', '<t>7K3QX9MZ2HT5</t>'],
};
const expected = [
  [1, 'QR Code'],
  [2, '7K3QX9MZ2HT5', '', '7'],
];

describe('the workbook reader', () => {
  it.each([
    ['the conventional order', (entries: ZipEntry[]) => entries],
    [
      'the sheet before the workbook and its relationships',
      (entries: ZipEntry[]) => [...entries.slice(4), ...entries.slice(0, 4)],
    ],
    [
      'shared strings after the sheet, every part stored uncompressed',
      (entries: ZipEntry[]) => entries.map((entry) => ({ ...entry, stored: true })),
    ],
    ['the parts in reverse', (entries: ZipEntry[]) => [...entries].reverse()],
  ])('reads the same rows whatever the order of the zip: %s', async (_order, reorder) => {
    const file = buildZip(reorder(workbookEntries(codes)));
    for (let time = 0; time < 5; time++) expect(await textsOf(file)).toEqual(expected);
  });

  it('types cells as the sheet does: text, numbers, booleans, errors, and dates by their number format', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm"/><numFmt numFmtId="165" formatCode="&quot;day&quot; 0.00"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/><xf numFmtId="165"/><xf numFmtId="22"/><xf numFmtId="17"/></cellXfs>';
    const row =
      '<row r="3"><c r="A3" s="1"><v>45658</v></c><c r="B3" s="2"><v>45717</v></c><c r="C3" s="3"><v>45658</v></c><c r="D3" s="4"><v>45658.4375</v></c>' +
      '<c r="E3" t="b"><v>1</v></c><c r="F3" t="e"><v>#N/A</v></c><c r="G3" t="str"><f>A1</f><v>made by a formula</v></c>' +
      '<c r="H3" t="inlineStr"><is><r><t>rich </t></r><r><t xml:space="preserve">text</t></r></is></c><c r="I3" t="d"><v>2025-03-01T00:00:00Z</v></c><c r="J3" s="5"><v>45658</v></c></row>';
    const [read] = await rowsOf(
      buildZip(workbookEntries({ sheets: [{ name: 'Types', rows: row }], styles })),
    );
    expect(read).toEqual({
      number: 3,
      cells: [
        { type: 'date', value: '2025-01-01' },
        { type: 'date', value: '2025-03-01' },
        { type: 'number', value: 45658 },
        { type: 'date', value: '2025-01-01T10:30:00' },
        { type: 'boolean', value: true },
        { type: 'error', value: '#N/A' },
        { type: 'text', value: 'made by a formula' },
        { type: 'text', value: 'rich text' },
        { type: 'date', value: '2025-03-01' },
        { type: 'date', value: '2025-01-01' },
      ],
    });
  });

  it('reads the 1904 date system, phonetic guides apart, escaped characters, prefixed names and cells without references', async () => {
    const book: TestWorkbook = {
      workbookPr: '<workbookPr date1904="1"/>',
      styles: '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
      sharedStrings: [
        '<r><t>東京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
        '<t>line_x000D_break _x005F_x0041_</t>',
      ],
      sheets: [
        {
          name: 'Odd',
          rows: '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c s="1"><x:v>44197</x:v></x:c></x:row>',
        },
      ],
    };
    expect(await rowsOf(buildZip(workbookEntries(book)))).toEqual([
      {
        number: 1,
        cells: [
          { type: 'text', value: '東京' },
          { type: 'text', value: 'line\rbreak _x0041_' },
          { type: 'date', value: '2025-01-02' },
        ],
      },
    ]);
  });

  it('gives every worksheet by its tab name, in tab order', async () => {
    const book = {
      sheets: [
        { name: 'Cartons', rows: '<row r="1"><c r="A1"><v>1</v></c></row>' },
        { name: 'Loose', rows: '<row r="4"><c r="B4"><v>2</v></c></row>' },
      ],
    };
    const sheets = await readWorkbook(buildZip(workbookEntries(book)));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Cartons', 'Loose']);
    expect(await rowsOf(buildZip(workbookEntries(book)), 1)).toEqual([
      { number: 4, cells: [null, { type: 'number', value: 2 }] },
    ]);
  });

  it('refuses what is no readable workbook with a sentence, never another error', async () => {
    const entries = workbookEntries(codes);
    const withSheet = (rows: string) =>
      buildZip(workbookEntries({ ...codes, sheets: [{ name: 'Codes', rows }] }));
    expect(await refusal(Buffer.from('not a zip at all'))).toBe(
      'The spreadsheet could not be read',
    );
    expect(
      await refusal(buildZip(entries.filter((entry) => entry.name !== 'xl/workbook.xml'))),
    ).toBe('The spreadsheet could not be read');
    expect(await refusal(withSheet('<row r="1"><c r="A1"><v>1</v></row>'))).toBe(
      'The spreadsheet could not be read',
    );
    expect(await refusal(withSheet('<row r="1"><c r="A1" t="s"><v>9</v></c></row>'))).toBe(
      'The spreadsheet could not be read',
    );
    // An entity bomb: OOXML has no DTD, so any is refused before an entity is expanded.
    const bomb = entries.map((entry) =>
      entry.name.endsWith('sheet1.xml')
        ? {
            ...entry,
            data: Buffer.from(
              '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>',
            ),
          }
        : entry,
    );
    expect(await refusal(buildZip(bomb))).toBe('The spreadsheet could not be read');
    // Its header claims 10 bytes for a 200 kB sheet: unpacking stops at the claim.
    const liar = entries.map((entry) =>
      entry.name.endsWith('sheet1.xml')
        ? { ...entry, data: Buffer.alloc(200_000, ' '), declaredSize: 10 }
        : entry,
    );
    expect(await refusal(buildZip(liar))).toBe('The spreadsheet could not be read');
  });

  it('holds the zip to the caps before unpacking anything', async () => {
    const caps = { maxUnpackedBytes: 4_000, maxEntries: 8 };
    const read = (entries: ZipEntry[]) =>
      readWorkbook(buildZip(entries), caps).then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(await read(workbookEntries(codes))).toBe('read');
    expect(
      await read([
        ...workbookEntries(codes),
        { name: 'xl/media/big.bin', data: Buffer.alloc(5_000) },
      ]),
    ).toBe('The spreadsheet unpacks to more than 4 KB');
    expect(
      await read([
        ...workbookEntries(codes),
        ...Array.from({ length: 3 }, (_, i) => ({ name: `docProps/p${i}.xml` })),
      ]),
    ).toBe('The spreadsheet has more than 8 parts');
  });
});
