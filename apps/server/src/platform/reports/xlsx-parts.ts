import type { ColumnType } from './report-spec';
import { fitToPageProperties, pageSetup } from './xlsx-page-setup';

/**
 * The fixed parts of a one-sheet workbook. A streaming reader (exceljs's among them) reads
 * the zip front to back, so these go before the sheet: it needs the workbook, its relations,
 * the styles and the (empty) shared strings before it meets any cell.
 */
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const spreadsheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Indexes into cellXfs below: one style per kind of cell, shared by every cell of that kind. */
export const cellStyle = { date: 1, datetime: 2, header: 3, textAsTyped: 4 } as const;

const contentTypes =
  `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${spreadsheetType}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${spreadsheetType}.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${spreadsheetType}.sharedStrings+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${spreadsheetType}.worksheet+xml"/>` +
  '</Types>';

const packageRelations =
  `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const workbookRelations =
  `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

// Text cells are inline strings (no string table to hold in memory), so the table is empty;
// it is there because exceljs's streaming reader only streams a sheet once it has seen one.
const sharedStrings = `${declaration}<sst xmlns="${mainNs}" count="0" uniqueCount="0"/>`;

const font = (bold: boolean) =>
  `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
const xf = (numFmtId: number, extra = '') =>
  `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0"${extra}/>`;
const styles =
  `${declaration}<styleSheet xmlns="${mainNs}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  `<fonts count="2">${font(false)}${font(true)}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  '<cellXfs count="5">' +
  xf(0) +
  xf(164, ' applyNumberFormat="1"') +
  xf(165, ' applyNumberFormat="1"') +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  // Excel's own "typed with a leading apostrophe": shown as is, and kept text when edited.
  xf(0, ' quotePrefix="1"') +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

// Print_Titles repeats row 1 on every printed page (the rest of the page setup is the sheet's);
// the sheet is named as a formula names it: quoted, a ' inside doubled.
const workbook = (sheetName: string) =>
  `${declaration}<workbook xmlns="${mainNs}" xmlns:r="${relNs}">` +
  '<bookViews><workbookView/></bookViews>' +
  `<sheets><sheet name="${escapeAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  `<definedNames><definedName name="_xlnm.Print_Titles" localSheetId="0">${escapeAttribute(`'${sheetName.replace(/'/g, "''")}'!$1:$1`)}</definedName></definedNames>` +
  '</workbook>';

/** Every part but the sheet, in the order a streaming reader needs them. */
export function packageParts(sheetName: string): [path: string, xml: string][] {
  return [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', packageRelations],
    ['xl/workbook.xml', workbook(excelSheetName(sheetName))],
    ['xl/_rels/workbook.xml.rels', workbookRelations],
    ['xl/styles.xml', styles],
    ['xl/sharedStrings.xml', sharedStrings],
  ];
}

export const sheetPath = 'xl/worksheets/sheet1.xml';

const defaultWidths: Record<ColumnType, number> = { text: 24, number: 14, date: 12, datetime: 20 };

type SheetColumn = { type: ColumnType; width?: number };
const widthOf = (column: SheetColumn) => column.width ?? defaultWidths[column.type];

/** Everything before the first row: the print flag, the frozen header row and the column widths. */
export function sheetHead(columns: readonly SheetColumn[]): string {
  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${widthOf(column)}" customWidth="1"/>`,
    )
    .join('');
  return (
    `${declaration}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}">` +
    fitToPageProperties +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  );
}

/** After the last row; the filter's range is only known now, and the schema puts it and the page setup here. */
export function sheetTail(columns: readonly SheetColumn[], lastRow: number): string {
  const filter =
    columns.length > 0
      ? `<autoFilter ref="A1:${columnLetters(columns.length - 1)}${lastRow}"/>`
      : '';
  return `</sheetData>${filter}${pageSetup(columns.map(widthOf))}</worksheet>`;
}

/** 0 -> A, 25 -> Z, 26 -> AA, 701 -> ZZ, 702 -> AAA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel refuses a sheet name over 31 characters, with : \ / ? * [ ], or quoted at either end. */
export function excelSheetName(name: string): string {
  let cleaned = '';
  // 31 UTF-16 units, as Excel counts, without cutting an emoji in half.
  for (const character of name
    .replace(/[:\\/?*[\]\p{Cc}]/gu, ' ')
    .replace(/^[\s']+|[\s']+$/g, '')) {
    if (cleaned.length + character.length > 31) break;
    cleaned += character;
  }
  cleaned = cleaned.replace(/[\s']+$/, '');
  return cleaned === '' || cleaned.toLowerCase() === 'history' ? 'Sheet1' : cleaned;
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
