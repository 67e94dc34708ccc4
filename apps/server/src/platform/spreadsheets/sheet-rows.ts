import type { Readable } from 'node:stream';
import { textCell, type Cell, type SheetRow } from './cells';
import { isoDate, serialDate } from './dates';
import type { WorkbookParts } from './workbook-parts';
import { parseXml, unescapeText } from './xml-parts';
import { unreadable } from './zip-parts';

/** Excel's last column is XFD; a cell past it is no sheet any program wrote. */
const maxColumns = 16_384;

/** The zero-based column of a cell reference (`AB12` is 27), or undefined when it is none. */
function columnOf(reference: string): number | undefined {
  let column = 0;
  let at = 0;
  for (; at < reference.length; at++) {
    const code = reference.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return at === 0 ? undefined : column - 1;
}

/**
 * A worksheet's rows as they unpack, rows without a value skipped. Cells are typed as the
 * sheet types them: shared, inline and formula strings are text, `b` a boolean, `e` an error,
 * `d` an ISO date; a number is a date when its style's number format is a date's (dates.ts).
 * A cell pointing past the shared strings, or a column past XFD, is a broken file.
 */
export async function* sheetRows(
  stream: Readable,
  workbook: WorkbookParts,
): AsyncGenerator<SheetRow> {
  const ready: SheetRow[] = [];
  let row: SheetRow | undefined;
  let lastRow = 0;
  let column = 0;
  let cell: { type: string; style: number } | undefined;
  let value: string[] = [];
  let capturing = false;
  let phonetic = 0;

  const valueOf = (type: string, style: number, text: string): Cell | null => {
    switch (type) {
      case 's': {
        const shared = workbook.strings.get(Number(text));
        if (shared === undefined) throw unreadable();
        return textCell(shared);
      }
      case 'inlineStr':
      case 'str':
        return textCell(unescapeText(text));
      case 'b':
        return {
          type: 'boolean',
          value: text.trim() === '1' || text.trim().toLowerCase() === 'true',
        };
      case 'e':
        return { type: 'error', value: text };
      case 'd': {
        const date = isoDate(text);
        return date ? { type: 'date', value: date } : textCell(text);
      }
      default: {
        if (text.trim() === '') return null;
        const number = Number(text);
        if (Number.isNaN(number)) return textCell(text);
        const date = workbook.dateStyles[style] ? serialDate(number, workbook.date1904) : undefined;
        return date ? { type: 'date', value: date } : { type: 'number', value: number };
      }
    }
  };

  const parsing = parseXml(stream, {
    open(name, attributes) {
      if (name === 'row') {
        const number = Number(attributes.r);
        lastRow = Number.isInteger(number) && number > 0 ? number : lastRow + 1;
        row = { number: lastRow, cells: [] };
        column = 0;
      } else if (name === 'c' && row) {
        const at = attributes.r === undefined ? column : columnOf(attributes.r);
        if (at === undefined || at >= maxColumns) throw unreadable();
        column = at;
        cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0) };
        value = [];
      } else if (cell && (name === 'v' || (name === 't' && phonetic === 0))) capturing = true;
      else if (name === 'rPh') phonetic += 1;
    },
    text(text) {
      if (capturing) value.push(text);
    },
    close(name) {
      if (name === 'v' || name === 't') capturing = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && row) {
        const typed = valueOf(cell.type, cell.style, value.join(''));
        if (typed) {
          while (row.cells.length < column) row.cells.push(null);
          row.cells[column] = typed;
        }
        column += 1;
        cell = undefined;
      } else if (name === 'row' && row) {
        if (row.cells.length > 0) ready.push(row);
        row = undefined;
      }
    },
  });
  while (!(await parsing.next()).done) yield* ready.splice(0);
}
