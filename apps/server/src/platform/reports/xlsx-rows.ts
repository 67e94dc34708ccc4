import {
  excelSerial,
  isEmptyValue,
  looksLikeFormula,
  numberOf,
  temporalReader,
  textOf,
} from './cell-values';
import type { ReportColumn, ReportRow } from './report-spec';
import { cellStyle, columnLetters } from './xlsx-parts';

/** Excel shows at most 32,767 characters in a cell and calls a longer one damage. */
const maxCellChars = 32_767;

/* eslint-disable no-control-regex -- control characters are exactly what these look for */
// XML 1.0 forbids these outright (a parser must refuse the file): C0 controls but tab, LF and
// CR, U+FFFE, U+FFFF, and halves of surrogate pairs on their own.
const forbiddenInXml =
  /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Cheap tests first: most text needs none of the replacing, and the lookbehind above is slow.
const mayBeForbidden = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
const needsEscaping = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
/* eslint-enable no-control-regex */
// Excel reads _xHHHH_ in cell text as an escaped character; its own escape for "_" keeps it text.
const excelEscapeLookalike = /_(x[0-9A-Fa-f]{4}_)/g;

type CellWriter = (value: unknown, rowNumber: string) => string;

/** Turns one row into `<row>` XML; the per-column work (letters, readers) is done once here. */
export function rowRenderer(
  columns: readonly ReportColumn[],
  timeZone?: string,
): (row: ReportRow, rowNumber: number) => string {
  const readTemporal = temporalReader(timeZone);
  const writers = columns.map((column, index): CellWriter => {
    const letters = columnLetters(index);
    const text: CellWriter = (value, r) => textCell(letters, r, textOf(value));
    switch (column.type) {
      case 'text':
        return text;
      case 'number':
        return (value, r) => {
          const number = numberOf(value);
          return number === undefined
            ? text(value, r)
            : `<c r="${letters}${r}"><v>${number}</v></c>`;
        };
      case 'date':
      case 'datetime': {
        const dateOnly = column.type === 'date';
        const style = dateOnly ? cellStyle.date : cellStyle.datetime;
        return (value, r) => {
          const wall = readTemporal(value, dateOnly);
          return wall === undefined
            ? text(value, r)
            : `<c r="${letters}${r}" s="${style}"><v>${excelSerial(wall)}</v></c>`;
        };
      }
    }
  });
  const keys = columns.map((column) => column.key);
  return (row, rowNumber) => {
    const r = String(rowNumber);
    let xml = `<row r="${r}">`;
    for (let index = 0; index < writers.length; index++) {
      const value = row[keys[index]!];
      if (!isEmptyValue(value)) xml += writers[index]!(value, r);
    }
    return `${xml}</row>`;
  };
}

/** The header row: bold inline strings. */
export function headerRow(columns: readonly ReportColumn[]): string {
  const cells = columns
    .map((column, index) => textCell(columnLetters(index), '1', column.header, cellStyle.header))
    .join('');
  return `<row r="1">${cells}</row>`;
}

/**
 * An inline string: never a formula whatever it starts with. One that looks like a formula
 * also gets Excel's quote-prefix style, so editing the cell cannot turn it into one.
 */
function textCell(letters: string, rowNumber: string, raw: string, style?: number): string {
  let text = raw.length > maxCellChars ? cutAt(raw, maxCellChars) : raw;
  if (needsEscaping.test(text)) {
    if (mayBeForbidden.test(text)) text = text.replace(forbiddenInXml, '');
    if (looksLikeFormula(text)) style ??= cellStyle.textAsTyped;
    if (text.includes('_x')) text = text.replace(excelEscapeLookalike, '_x005F_$1');
    text = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  } else if (looksLikeFormula(text)) {
    style ??= cellStyle.textAsTyped;
  }
  const styleAttribute = style === undefined ? '' : ` s="${style}"`;
  const space =
    isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))
      ? ' xml:space="preserve"'
      : '';
  return `<c r="${letters}${rowNumber}" t="inlineStr"${styleAttribute}><is><t${space}>${text}</t></is></c>`;
}

// Space, tab, LF, CR: what Excel would trim from the ends of a cell without xml:space.
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

function cutAt(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
