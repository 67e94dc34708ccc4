import { blacklistCodeOf, isCodesHeader, maxBlacklistCodeLength } from '@veritag/domain';
import { badRequest, fieldError } from '../../http/problem';

/**
 * The codes of a blacklist CSV, each once, in the order first met: one code per line or in
 * the first column (`,`, `;` or tab separate columns; a cell may be quoted), blank lines
 * skipped. The first line is a header when its first cell is no code (isCodesHeader: no digit,
 * and no right check character either, so the 1 code in 90 without a digit is still a code).
 * Codes are read as typed (see blacklistCodeOf).
 */
export function codesOfCsv(csv: Buffer, part = 'file'): string[] {
  const refuse = (title: string) => badRequest(title, [fieldError(part, title)]);
  const lines = csv.toString('utf8').replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const codes = new Set<string>();
  let firstLine = true;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const cell = firstCellOf(line);
    if (firstLine) {
      firstLine = false;
      if (isCodesHeader(cell)) continue;
    }
    const code = blacklistCodeOf(cell);
    if (code === '') throw refuse(`Line ${index + 1} of the CSV file has no code in its first column`);
    if (code.length > maxBlacklistCodeLength) throw refuse(`Line ${index + 1} of the CSV file is longer than ${maxBlacklistCodeLength} characters: is the code in the first column?`);
    codes.add(code);
  }
  if (codes.size === 0) throw refuse('The CSV file holds no codes');
  return [...codes];
}

/** The first cell of a CSV line, unquoted. */
function firstCellOf(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('"')) {
    const match = /^"((?:[^"]|"")*)"/.exec(trimmed);
    return (match ? match[1]! : trimmed.slice(1)).replaceAll('""', '"');
  }
  return trimmed.split(/[,;\t]/, 1)[0]!;
}
