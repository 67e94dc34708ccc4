import { textCell, type SheetRow } from './cells';

/**
 * CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) in UTF-8, with or without a byte
 * order mark. The separator is the most frequent of `,` `;` tab in the header line, because
 * Excel writes `;` or tab in some locales (as the upload's inspector reads it). Every record is
 * given, blank ones too, numbered from 1 (a quoted line break stays inside its record).
 */
export function* csvRows(file: Buffer): Generator<SheetRow> {
  let text = file.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const separator = separatorOf(text.slice(0, Math.max(text.indexOf('\n'), 0) || text.length));
  let cells: SheetRow['cells'] = [];
  let cell = '';
  let quoted = false;
  let number = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cellOf(cell));
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cellOf(cell));
      yield { number, cells };
      number += 1;
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cellOf(cell));
    yield { number, cells };
  }
}

/** A CSV field is text, whatever it looks like; an empty one is an empty cell, as in a workbook. */
const cellOf = (text: string) => (text === '' ? null : textCell(text));

function separatorOf(line: string): string {
  const counts = [',', ';', '\t'].map(
    (separator) => [separator, line.split(separator).length] as const,
  );
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}
