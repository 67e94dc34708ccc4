import { digitRanges, type CodeType } from '../print-data/print-data.constants';

/**
 * The symbols a code is written in. Alphanumeric is Crockford's base32: digits and capital
 * letters without I, L, O and U, so no two symbols look alike on a label (I/L and 1, O and 0)
 * and no accidental word is spelt (U). 32 symbols also make every random byte usable (256 is a
 * multiple of 32). Numeric is the ten digits, for presses and scanners that take digits only.
 */
export const codeAlphabets = {
  Alphanumeric: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
  Numeric: '0123456789',
} as const satisfies Record<CodeType, string>;

/** How a batch's codes are made; `length` counts every character, the check character included. */
export interface CodeSettings {
  type: CodeType;
  length: number;
}

/** 12 alphanumeric characters: 11 random (55 bits, about 3.6e16 codes) and the check character. */
export const defaultCodeSettings: CodeSettings = { type: 'Alphanumeric', length: 12 };

/**
 * The platform may hold at most a thousandth of a code type and length's space (decision 0356,
 * code-space.rules.ts): a guesser at the public scan page then needs 1,000 tries on average to
 * hit any company's code, and a new code is already taken with a chance under 0.1%, so
 * collisions stay rare redo work, never a loop.
 */
export const codeSpaceHeadroom = 1000;

/** How many different codes the settings can make (random characters only; the check character adds none). */
export const codeSpaceOf = (settings: CodeSettings): number =>
  codeAlphabets[settings.type].length ** (settings.length - 1);

/**
 * Why `count` codes cannot be issued with these settings (a problem title), or undefined
 * when they can. Only the settings and the count themselves: whether the platform has room
 * for them is `codeSpaceProblem`, which needs the platform's counts.
 */
export function codeSettingsProblem(settings: CodeSettings, count: number): string | undefined {
  const range = digitRanges[settings.type] as { from: number; to: number } | undefined;
  if (!range) return `Choose a code type: ${Object.keys(codeAlphabets).join(' or ')}`;
  if (
    !Number.isInteger(settings.length) ||
    settings.length < range.from ||
    settings.length > range.to
  ) {
    return `${settings.type} codes are ${range.from} to ${range.to} characters long (the check character included)`;
  }
  if (!Number.isInteger(count) || count < 1)
    return 'The number of codes must be a whole number of at least 1';
  return undefined;
}

/**
 * Luhn mod N (N = the alphabet's size) over `payload`, as symbol indexes: from the right,
 * every other symbol is doubled and its base-N digits added. The check symbol makes the sum
 * a multiple of N, so any one mistyped symbol and most swaps of neighbours are caught.
 */
function luhnSum(indexes: ArrayLike<number>, n: number, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let i = indexes.length - 1; i >= 0; i--) {
    let addend = indexes[i]! * (double ? 2 : 1);
    if (addend >= n) addend = addend - n + 1;
    sum += addend;
    double = !double;
  }
  return sum % n;
}

/** The check symbol's index for payload symbol indexes (the generator's fast path). */
export function checkIndexOf(indexes: ArrayLike<number>, n: number): number {
  return (n - luhnSum(indexes, n, true)) % n;
}

/** The check character that ends a code whose other characters are `payload`. */
export function checkCharacterOf(payload: string, type: CodeType): string {
  const alphabet = codeAlphabets[type];
  const indexes = [...payload].map((symbol) => alphabet.indexOf(symbol));
  if (indexes.some((index) => index < 0))
    throw new Error(`'${payload}' has a character outside the ${type} alphabet`);
  return alphabet[checkIndexOf(indexes, alphabet.length)]!;
}

/**
 * Whether `code` can be one the platform issued with these settings: its length, its
 * alphabet and its check character. A scan page refuses a mistyped code with it before any
 * lookup. Exact: normalise what a person typed with `normalizeTypedCode` first.
 */
export function isWellFormedCode(code: string, settings: CodeSettings): boolean {
  const alphabet = codeAlphabets[settings.type] as string | undefined;
  if (!alphabet || code.length !== settings.length) return false;
  const indexes: number[] = [];
  for (const symbol of code) {
    const index = alphabet.indexOf(symbol);
    if (index < 0) return false;
    indexes.push(index);
  }
  return luhnSum(indexes, alphabet.length, false) === 0;
}

/**
 * A code as a person typed it, in the alphabet's symbols: spaces and dashes dropped, letters
 * capitalised, and (alphanumeric) the look-alikes Crockford's base32 reads as digits: O as 0,
 * I and L as 1.
 */
export function normalizeTypedCode(typed: string, type: CodeType): string {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  return type === 'Alphanumeric' ? compact.replace(/O/g, '0').replace(/[IL]/g, '1') : compact;
}
