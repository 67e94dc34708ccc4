import { parseDigitalLinkPath } from '../gs1/digital-link.rules';
import { digitRanges } from '../print-data/print-data.constants';
import { wellFormedScannedCode } from '../scan/scan.rules';
import { scanPath } from '../template/scan-url';
import { codeAlphabets, normalizeTypedCode } from './codes.rules';

/*
 * What one cell of a file of codes holds (decision 0421). Every screen that takes codes from
 * a file (Link QrCode, the blacklist, the smart bin) reads its cells with these rules.
 */

const scanSegment = scanPath.replace(/^\//, '');

/** A code as typed: spaces and dashes dropped, capitals, Crockford's look-alikes as digits (O as 0, I and L as 1). */
const typedCode = (typed: string) => normalizeTypedCode(typed, 'Alphanumeric');

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The code a cell names: a code as typed, or the code of a link a label prints, the platform's
 * scan URL (`…/v/{code}`) or a GS1 Digital Link (`…/01/{gtin}/21/{serial}`, with or without
 * `/22/` and `/10/` before the serial). Scheme and host may be missing (`x.example/v/…`,
 * `/v/…`): people paste links as their browser shows them. '' for a link of neither shape: a
 * shop's page is no code, whatever its last segment says.
 */
export function codeOfCell(cell: string): string {
  const text = cell.trim();
  if (!text.includes('/')) return typedCode(text);
  const segments = text
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[?#]/)[0]!
    .split('/');
  while (segments.length > 0 && segments.at(-1) === '') segments.pop();
  if (segments.length >= 2 && segments.at(-2) === scanSegment)
    return typedCode(decoded(segments.at(-1)!) ?? '');
  for (let at = segments.indexOf('01'); at >= 0; at = segments.indexOf('01', at + 1)) {
    const key = parseDigitalLinkPath(`/${segments.slice(at).join('/')}`);
    if (!('problem' in key)) return key.serial === undefined ? '' : typedCode(key.serial);
  }
  return '';
}

/** The shortest and longest code of any type (the check character included). */
const shortest = Math.min(...Object.values(digitRanges).map((range) => range.from));
const longest = Math.max(...Object.values(digitRanges).map((range) => range.to));

/**
 * Whether a code read from a cell can be a code at all: 6 to 14 symbols of the code alphabets.
 * The check character is not asked here: a mistyped code is answered by the database with the
 * other codes the company does not hold, naming each ("not codes of your company: …").
 */
export const isCodeShaped = (code: string): boolean =>
  code.length >= shortest &&
  code.length <= longest &&
  [...code].every((symbol) => codeAlphabets.Alphanumeric.includes(symbol));

/**
 * The code a cell holds when it is one the platform could have issued (its length, alphabet and
 * check character): what finds the column of codes in a file without a header. A number or a
 * word is one by chance about once in 32 (the check character), a column of codes every time.
 */
export const codeInCell = (cell: string): string | undefined => {
  const code = codeOfCell(cell);
  return code === '' ? undefined : wellFormedScannedCode(code);
};

/**
 * Whether a cell of a file's first row is a header word ("Code", "QR code"), not a code: it holds
 * no digit, and no well-formed code either. About 1 alphanumeric code in 90 has no digit, but
 * its check character is right; a header word's almost never is.
 */
export const isCodesHeader = (cell: string): boolean =>
  !/\d/.test(cell) && codeInCell(cell) === undefined;

/** A cell as a refusal quotes it: at most 40 characters. */
export const quotedCell = (cell: string): string =>
  `"${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`;

/**
 * A cell of the column of codes: its code, or why it is none; undefined when it is blank (a
 * blank cell is skipped, as a blank line is).
 */
export function readCodeCell(cell: string): { code: string } | { problem: string } | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const code = codeOfCell(text);
  if (isCodeShaped(code)) return { code };
  if (text.includes('/'))
    return {
      problem: `${quotedCell(text)} is a link that names no code (a label's link ends ${scanPath}/{code} or /21/{serial})`,
    };
  return { problem: `${quotedCell(text)} is not a code` };
}
