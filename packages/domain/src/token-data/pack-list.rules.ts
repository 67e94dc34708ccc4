import { maxTokensPerFile, packListHeader, packReferencePattern } from './token-data.constants';

/** 1,200,000: a count as the user reads it. */
const formatCount = (n: number) => n.toLocaleString('en-US');

/** One line of the pack list, read: a pack reference, a blank line, or what is wrong with it. */
export type PackLine = { pack: string } | { blank: true } | { problem: string };

const separators = /[,;\t]/;

/**
 * One line of the uploaded CSV after the header: surrounding spaces and one pair of double
 * quotes are dropped (spreadsheets quote some values); a line holding a separator has more
 * than one column.
 */
export function readPackLine(line: string, lineNumber: number): PackLine {
  const trimmed = line.replace(/\r$/, '').trim();
  if (trimmed === '') return { blank: true };
  const unquoted = /^"[^"]*"$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
  if (separators.test(unquoted))
    return {
      problem: `Line ${lineNumber} of the CSV file has more than one column: the file holds one column, ${packListHeader}`,
    };
  if (!packReferencePattern.test(unquoted)) {
    return {
      problem: `Line ${lineNumber} of the CSV file: '${unquoted.slice(0, 60)}' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)`,
    };
  }
  return { pack: unquoted };
}

/** The header line, without a byte order mark, spaces or quotes, in lower case. */
export const isPackListHeader = (line: string) =>
  line
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
    .toLowerCase() === packListHeader;

/** What a whole pack list says: how many packs, or the first thing wrong with it. */
export type PackListCheck = { packs: number } | { problem: string };

/**
 * Checks the uploaded CSV's text (decision 0210): the header `pack`, then pack references, each
 * once; blank lines are skipped; at least one pack. Reads line by line and stops at the first
 * problem, naming its line.
 */
export function checkPackList(text: string): PackListCheck {
  const lines = text.split('\n');
  if (!isPackListHeader(lines[0] ?? ''))
    return { problem: `The CSV file must start with the header line ${packListHeader}` };
  const seen = new Map<string, number>();
  for (let index = 1; index < lines.length; index++) {
    const read = readPackLine(lines[index]!, index + 1);
    if ('blank' in read) continue;
    if ('problem' in read) return read;
    const first = seen.get(read.pack);
    if (first !== undefined)
      return {
        problem: `Line ${index + 1} of the CSV file repeats pack ${read.pack} (first on line ${first})`,
      };
    seen.set(read.pack, index + 1);
  }
  if (seen.size === 0)
    return {
      problem: 'The CSV file lists no packs: add one pack reference a line under the header',
    };
  return { packs: seen.size };
}

/** The tokens a file of `packs` packs of `zpack` makes, or why that is too many. */
export function tokensOf(packs: number, zpack: number): { quantity: number } | { problem: string } {
  const quantity = packs * zpack;
  if (quantity > maxTokensPerFile) {
    return {
      problem: `The CSV file's ${formatCount(packs)} packs of ${zpack} make ${formatCount(quantity)} tokens; a token data file holds at most ${formatCount(maxTokensPerFile)}: split the purchase order`,
    };
  }
  return { quantity };
}
