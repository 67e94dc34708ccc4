import { describe, expect, it } from 'vitest';
import { writeReport } from './write-report';
import type { ReportColumn, ReportRow, ReportSpec } from './report-spec';
import { ReportTooLargeError } from './report-spec';
import {
  a4Points,
  printable,
  printedPages,
  readPrintSetup,
  xlsxParts,
} from './test-support/read-print';
import { memorySink, readXlsxRows, readXlsxWorkbook } from './test-support/read-report';
import { writeXlsx } from './xlsx-writer';

const columns: ReportColumn[] = [
  { header: 'Code', key: 'code', type: 'text' },
  { header: 'Quantity', key: 'quantity', type: 'number' },
  { header: 'Made', key: 'made', type: 'date' },
  { header: 'Scanned', key: 'scanned', type: 'datetime' },
];

async function xlsxOf(rows: ReportRow[], overrides: Partial<ReportSpec> = {}): Promise<Buffer> {
  const sink = memorySink();
  await writeReport(
    { format: 'xlsx', sheetName: 'Codes', columns, rows, ...overrides },
    sink.stream,
  );
  return sink.bytes();
}

/** The sheet's XML as stored, for what no reader reports (Excel's own escapes, cell styles). */
const sheetXml = async (bytes: Buffer) =>
  (await xlsxParts(bytes)).get('xl/worksheets/sheet1.xml') ?? '';

/** `count` text columns of `width` characters, and `rows` rows of them. */
function sheetOf(count: number, width: number | undefined, rows: number): Partial<ReportSpec> {
  const wide = Array.from({ length: count }, (_, index): ReportColumn => ({
    header: `Column ${index + 1}`,
    key: `c${index}`,
    type: 'text',
    width,
  }));
  return {
    columns: wide,
    rows: Array.from({ length: rows }, (_, row) =>
      Object.fromEntries(wide.map((column, index) => [column.key, `r${row + 1} c${index + 1}`])),
    ),
  };
}

describe('XLSX reports', () => {
  it('writes every row with numbers as numbers and dates as dates, under a bold frozen header with a filter', async () => {
    const bytes = await xlsxOf([
      {
        code: 'VT-1',
        quantity: 12,
        made: '2024-05-01',
        scanned: new Date('2024-05-01T13:45:07.250Z'),
      },
      {
        code: 'VT-2',
        quantity: '1234.5',
        made: new Date('2024-05-02T22:00:00Z'),
        scanned: '2024-05-02 08:00:00+02',
      },
      { code: 'VT-3', quantity: 7n, made: null, scanned: undefined },
    ]);

    const { sheetNames, rows } = await readXlsxRows(bytes);
    expect(sheetNames).toEqual(['Codes']);
    expect(rows).toEqual([
      ['Code', 'Quantity', 'Made', 'Scanned'],
      ['VT-1', 12, new Date('2024-05-01T00:00:00Z'), new Date('2024-05-01T13:45:07.250Z')],
      ['VT-2', 1234.5, new Date('2024-05-02T00:00:00Z'), new Date('2024-05-02T06:00:00Z')],
      ['VT-3', 7],
    ]);
    const sheet = await readXlsxWorkbook(bytes);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.autoFilter).toBe('A1:D4');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('C2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes an empty report as its header alone', async () => {
    const bytes = await xlsxOf([]);

    expect((await readXlsxRows(bytes)).rows).toEqual([['Code', 'Quantity', 'Made', 'Scanned']]);
    expect((await readXlsxWorkbook(bytes)).autoFilter).toBe('A1:D1');
  });

  it('keeps odd text as typed and drops the control characters XML cannot hold', async () => {
    const odd = [
      'say "hi", then <leave> & go',
      'two\nlines',
      '  padded  ',
      'emoji 🏷️✅ and ünïcödé',
      'nul\u0000bell\u0007vt\u000b end',
    ];
    const bytes = await xlsxOf(odd.map((code) => ({ code })));

    const texts = (await readXlsxRows(bytes)).rows.slice(1).map((row) => row[0]);
    expect(texts).toEqual([
      'say "hi", then <leave> & go',
      'two\nlines',
      '  padded  ',
      'emoji 🏷️✅ and ünïcödé',
      'nulbellvt end',
    ]);
  });

  it('stores formula-looking text as text, quote-prefixed so editing keeps it text', async () => {
    const formulas = [
      '=1+2',
      '+SUM(A1:A2)',
      '-2+3',
      '@cmd',
      '=HYPERLINK("http://evil.example","x")',
    ];
    const bytes = await xlsxOf(formulas.map((code) => ({ code, quantity: -4 })));

    const rows = (await readXlsxRows(bytes)).rows.slice(1);
    expect(rows.map((row) => row[0])).toEqual(formulas);
    expect(rows.map((row) => row[1])).toEqual(formulas.map(() => -4));
    const xml = await sheetXml(bytes);
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('<c r="A2" t="inlineStr" s="4"><is><t>=1+2</t></is></c>');
    formulas.forEach((_, index) =>
      expect(xml).toContain(`<c r="A${index + 2}" t="inlineStr" s="4">`),
    );
  });

  it('escapes text Excel would read as its own _xHHHH_ escape', async () => {
    const xml = await sheetXml(await xlsxOf([{ code: 'code_x0041_end' }]));

    expect(xml).toContain('<t>code_x005F_x0041_end</t>');
  });

  it('writes cell references past column Z', async () => {
    const wide = Array.from({ length: 30 }, (_, index): ReportColumn => ({
      header: `H${index}`,
      key: `c${index}`,
      type: 'number',
    }));
    const row = Object.fromEntries(wide.map((column, index) => [column.key, index]));
    const bytes = await xlsxOf([row], { columns: wide });

    const sheet = await readXlsxWorkbook(bytes);
    expect(sheet.getCell('Z2').value).toBe(25);
    expect(sheet.getCell('AA2').value).toBe(26);
    expect(sheet.getCell('AD2').value).toBe(29);
    expect(sheet.autoFilter).toBe('A1:AD2');
  });

  it('keeps a value its column cannot read as text rather than dropping it', async () => {
    const bytes = await xlsxOf([
      { code: 'VT-1', quantity: 'n/a', made: 'someday', scanned: '1850-01-01 00:00:00' },
    ]);

    expect((await readXlsxRows(bytes)).rows[1]).toEqual([
      'VT-1',
      'n/a',
      'someday',
      '1850-01-01 00:00:00',
    ]);
  });

  it('shows instants in the report time zone and wall-clock text as it is', async () => {
    const rows = [
      { scanned: new Date('2024-01-15T12:00:00Z') },
      { scanned: new Date('2024-07-15T12:00:00Z') },
      { scanned: '2024-07-15 09:30:00' },
    ];
    const bytes = await xlsxOf(rows, { timeZone: 'America/New_York' });

    expect((await readXlsxRows(bytes)).rows.slice(1).map((row) => row[3])).toEqual([
      new Date('2024-01-15T07:00:00Z'),
      new Date('2024-07-15T08:00:00Z'),
      new Date('2024-07-15T09:30:00Z'),
    ]);
  });

  it('refuses more rows than a sheet holds instead of writing a file Excel repairs', async () => {
    const sink = memorySink();
    const rows = [{ code: 'a' }, { code: 'b' }, { code: 'c' }];

    await expect(
      writeXlsx({ format: 'xlsx', sheetName: 'Codes', columns, rows }, sink.stream, 2),
    ).rejects.toBeInstanceOf(ReportTooLargeError);
    expect(sink.stream.destroyed).toBe(true);
  });

  it('names the sheet within Excel rules', async () => {
    const bytes = await xlsxOf([], {
      sheetName: "'Codes: 2024/05 [batch] * with a name far too long'",
    });

    expect((await readXlsxRows(bytes)).sheetNames).toEqual(['Codes  2024 05  batch    with a']);
  });

  it('prints one page wide, the header row on every page and page numbers in the footer; landscape once wider than a portrait page', async () => {
    // Portrait A4 between Excel's normal margins holds 659 pixels: 7 per character and 5 a column.
    const fits = {
      columns: [{ header: 'Message', key: 'code', type: 'text', width: 93 }],
    } satisfies Partial<ReportSpec>;
    const tooWide = {
      columns: [{ header: 'Message', key: 'code', type: 'text', width: 94 }],
    } satisfies Partial<ReportSpec>;

    expect(await readPrintSetup(await xlsxOf([], fits))).toEqual(printable('portrait', 'Codes'));
    expect(await readPrintSetup(await xlsxOf([], tooWide))).toEqual(
      printable('landscape', 'Codes'),
    );
    expect(await readPrintSetup(await xlsxOf([]))).toEqual(printable('portrait', 'Codes'));
    // Three columns of long text are wider than seven of numbers: width decides, not the count.
    expect((await readPrintSetup(await xlsxOf([], sheetOf(3, 40, 0)))).orientation).toBe(
      'landscape',
    );
    expect(
      (await readPrintSetup(await xlsxOf([], { columns: sheetOf(7, 11, 0).columns }))).orientation,
    ).toBe('portrait');
    // A quote in the sheet's name is doubled, as a formula names the sheet.
    expect(
      (await readPrintSetup(await xlsxOf([], { sheetName: "Codes 'May' & June" }))).printTitles,
    ).toBe("'Codes ''May'' & June'!$1:$1");
  });

  it('prints on LibreOffice as a print shop expects: 18 columns on one A4 landscape page wide, the header and "Page n of m" on every page', async (ctx) => {
    const bytes = await xlsxOf([], { ...sheetOf(18, undefined, 400), sheetName: 'Print Data' });

    const pages = await printedPages(bytes);
    if ('skipped' in pages) {
      console.info(`LibreOffice check skipped: ${pages.skipped}`);
      return ctx.skip(pages.skipped);
    }
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect([page.width, page.height]).toEqual([
        expect.closeTo(a4Points.long, 0),
        expect.closeTo(a4Points.short, 0),
      ]);
      expect(page.text).toMatch(/Column 1 .*Column 18/);
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // Every row printed, each whole on its page: its first and last cell on one line.
    const lines = pages.flatMap((page) => page.text.split('\n'));
    for (const row of [1, 200, 400])
      expect(lines.some((line) => new RegExp(`r${row} c1 .*r${row} c18\\b`).test(line))).toBe(true);
  }, 120_000);
});
