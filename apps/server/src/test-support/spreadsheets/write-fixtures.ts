/**
 * Writes the fixtures' data (fixture-data.json) and the workbooks of the Node writers: SheetJS
 * (four ways) and exceljs; and LibreOffice's sources as flat ODS, which make-fixtures.sh has
 * LibreOffice save as .xlsx. openpyxl reads the data in write-openpyxl.py. Run by make-fixtures.sh.
 */
import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import yauzl from 'yauzl';
import { checkCharacterOf } from '@veritag/domain';
import { importColumns, sampleRow } from '../../modules/product-import';
import { buildZip, type ZipEntry } from '../zip';
import { fixtureWriters, type FixtureCell, type FixtureData } from './fixture-data';

/** Five codes per writer, chosen (not drawn), each with its right check character. */
const codesOf = (key: string) =>
  Array.from({ length: 5 }, (_, n) => `RT32${key}${n}XYZW`.slice(0, 11)).map(
    (payload) => payload + checkCharacterOf(payload, 'Alphanumeric'),
  );

/** Two products per writer: the sample's row with the months typed as dates, numbers as numbers and switches as booleans. */
function productRows(key: string): FixtureCell[][] {
  return [1, 2].map((n) => {
    const row: Record<string, FixtureCell> = {
      ...sampleRow(),
      productCode: `RT-${key}-${n}`,
      productName: `Round trip ${key} ${n}`,
    };
    row.mfgDate = { date: '2025-01-01' };
    row.expiryDate = { date: '2027-01-01' };
    row.fontSize = 12;
    row.allowNumberOfScans = 5;
    for (const [field, value] of Object.entries(row))
      if (value === 'true' || value === 'false') row[field] = value === 'true';
    return importColumns.map((column) => row[column.field] ?? '');
  });
}

const data: FixtureData = {
  codesHeader: ['QR Code', 'Note'],
  productsHeader: importColumns.map((column) => column.field),
  writers: Object.fromEntries(
    fixtureWriters.map(({ key, file }) => [
      file,
      { codes: codesOf(key), products: productRows(key) },
    ]),
  ),
};

const asDate = (cell: FixtureCell) =>
  typeof cell === 'object' ? new Date(`${cell.date}T00:00:00Z`) : cell;
const codeRows = (file: string) => [
  data.codesHeader,
  ...data.writers[file]!.codes.map((code, n) => [code, `carton ${n + 1}`]),
];
const productSheet = (file: string) => [
  data.productsHeader,
  ...data.writers[file]!.products.map((row) => row.map(asDate)),
];

/** SheetJS writes the sheet before the workbook and the shared strings after the sheet, whatever the compression. */
async function sheetjs(file: string, options: XLSX.WritingOptions): Promise<void> {
  for (const [kind, rows, sheet] of [
    ['codes', codeRows(file), 'Codes'],
    ['products', productSheet(file), 'Products'],
  ] as const) {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: 'yyyy-mm' }),
      sheet,
    );
    await writeFile(
      `${kind}-${file}.xlsx`,
      XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', ...options }),
    );
  }
}

/** A stored SheetJS file whose shared strings are then moved to the very end of the zip. */
async function sheetjsStringsLast(file: string): Promise<void> {
  await sheetjs(file, { bookSST: true, compression: false });
  for (const kind of ['codes', 'products']) {
    const zip = await yauzl.fromBufferPromise(await readFile(`${kind}-${file}.xlsx`), {
      lazyEntries: true,
    });
    const entries: ZipEntry[] = [];
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry))
        chunks.push(chunk as Buffer);
      entries.push({ name: entry.fileName, data: Buffer.concat(chunks), stored: true });
    }
    const isStrings = (entry: ZipEntry) => entry.name === 'xl/sharedStrings.xml';
    await writeFile(
      `${kind}-${file}.xlsx`,
      buildZip([...entries.filter((entry) => !isStrings(entry)), ...entries.filter(isStrings)]),
    );
  }
}

const nextEntry = (zip: yauzl.ZipFile) =>
  new Promise<yauzl.Entry | undefined>((resolve, reject) => {
    const settle = (entry: yauzl.Entry | undefined, error?: Error) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      if (error) reject(error);
      else resolve(entry);
    };
    const onEntry = (entry: yauzl.Entry) => settle(entry);
    const onEnd = () => settle(undefined);
    const onError = (error: Error) => settle(undefined, error);
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });

async function exceljs(file: string): Promise<void> {
  for (const [kind, rows, sheet] of [
    ['codes', codeRows(file), 'Codes'],
    ['products', productSheet(file), 'Products'],
  ] as const) {
    const workbook = new ExcelJS.Workbook();
    const worksheet = workbook.addWorksheet(sheet);
    for (const row of rows)
      worksheet
        .addRow(row)
        .eachCell((cell) => (cell.value instanceof Date ? (cell.numFmt = 'mmm yyyy') : undefined));
    await writeFile(`${kind}-${file}.xlsx`, Buffer.from(await workbook.xlsx.writeBuffer()));
  }
}

/** Flat ODS with typed cells (a month as a date shown YYYY-MM), for LibreOffice to save as .xlsx. */
function flatOds(sheet: string, rows: FixtureCell[][]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const cellOf = (cell: FixtureCell) => {
    if (typeof cell === 'object')
      return `<table:table-cell table:style-name="month" office:value-type="date" office:date-value="${cell.date}"><text:p>${cell.date.slice(0, 7)}</text:p></table:table-cell>`;
    if (typeof cell === 'boolean')
      return `<table:table-cell table:style-name="switch" office:value-type="boolean" office:boolean-value="${cell}"><text:p>${cell ? 'TRUE' : 'FALSE'}</text:p></table:table-cell>`;
    if (typeof cell === 'number')
      return `<table:table-cell office:value-type="float" office:value="${cell}"><text:p>${cell}</text:p></table:table-cell>`;
    return cell === ''
      ? '<table:table-cell/>'
      : `<table:table-cell office:value-type="string"><text:p>${escape(cell)}</text:p></table:table-cell>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<number:date-style style:name="N1"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/></number:date-style>
<style:style style:name="month" style:family="table-cell" style:data-style-name="N1"/>
<number:boolean-style style:name="N2"><number:boolean/></number:boolean-style>
<style:style style:name="switch" style:family="table-cell" style:data-style-name="N2"/>
</office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="${sheet}">
${rows.map((row) => `<table:table-row>${row.map(cellOf).join('')}</table:table-row>`).join('\n')}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

await writeFile('fixture-data.json', `${JSON.stringify(data, null, 1)}\n`);
await sheetjs('sheetjs-stored', { bookSST: true, compression: false });
await sheetjs('sheetjs-deflated', { bookSST: true, compression: true });
await sheetjs('sheetjs-inline', { compression: false });
await sheetjsStringsLast('sheetjs-strings-last');
await exceljs('exceljs');
const libreOfficeRows = (rows: (FixtureCell | Date)[][]) =>
  rows.map((row) =>
    row.map((cell) => (cell instanceof Date ? { date: cell.toISOString().slice(0, 10) } : cell)),
  );
await writeFile(
  'codes-libreoffice.fods',
  flatOds('Codes', libreOfficeRows(codeRows('libreoffice'))),
);
await writeFile(
  'products-libreoffice.fods',
  flatOds('Products', libreOfficeRows(productSheet('libreoffice'))),
);
