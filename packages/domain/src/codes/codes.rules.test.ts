import { describe, expect, it } from 'vitest';
import {
  checkCharacterOf,
  codeAlphabets,
  codeSettingsProblem,
  codeSpaceOf,
  defaultCodeSettings,
  isWellFormedCode,
  normalizeTypedCode,
  type CodeSettings,
} from './codes.rules';

/** A code of these settings from a payload picked by a simple counter (deterministic samples). */
const sampleCode = (settings: CodeSettings, seed: number): string => {
  const alphabet = codeAlphabets[settings.type];
  let payload = '';
  for (let i = 0; i < settings.length - 1; i++)
    payload += alphabet[(seed * 7919 + i * 104729) % alphabet.length];
  return payload + checkCharacterOf(payload, settings.type);
};

describe('codes', () => {
  it('uses no look-alike letters in alphanumeric codes', () => {
    expect(codeAlphabets.Alphanumeric).toHaveLength(32);
    expect(codeAlphabets.Alphanumeric).not.toMatch(/[ILOU]/);
    expect(new Set(codeAlphabets.Alphanumeric).size).toBe(32);
  });

  it('makes numeric check digits that are the standard Luhn digit', () => {
    // 7992739871 is the textbook example: its Luhn check digit is 3.
    expect(checkCharacterOf('7992739871', 'Numeric')).toBe('3');
    expect(isWellFormedCode('79927398713', { type: 'Numeric', length: 11 })).toBe(true);
  });

  const allSettings: CodeSettings[] = [
    ...[6, 8, 12, 14].map((length) => ({ type: 'Alphanumeric' as const, length })),
    ...[10, 12, 14].map((length) => ({ type: 'Numeric' as const, length })),
  ];

  it.each(allSettings)(
    'catches every single mistyped character of $type codes of $length',
    (settings) => {
      const alphabet = codeAlphabets[settings.type];
      for (let seed = 0; seed < 40; seed++) {
        const code = sampleCode(settings, seed);
        expect(isWellFormedCode(code, settings)).toBe(true);
        for (let at = 0; at < code.length; at++) {
          for (const symbol of alphabet) {
            if (symbol === code[at]) continue;
            const typo = code.slice(0, at) + symbol + code.slice(at + 1);
            expect(isWellFormedCode(typo, settings), `${code} -> ${typo}`).toBe(false);
          }
        }
      }
    },
  );

  it('catches swapped neighbours except the few pairs Luhn cannot tell apart', () => {
    const settings = defaultCodeSettings;
    let swaps = 0;
    let caught = 0;
    for (let seed = 0; seed < 200; seed++) {
      const code = sampleCode(settings, seed);
      for (let at = 0; at + 1 < code.length; at++) {
        if (code[at] === code[at + 1]) continue;
        swaps++;
        if (
          !isWellFormedCode(
            code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2),
            settings,
          )
        )
          caught++;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95);
  });

  it.each([
    ['a wrong length', 'ABC', defaultCodeSettings],
    ['a letter outside the alphabet', 'I'.repeat(12), defaultCodeSettings],
    ['letters in a numeric code', 'A'.repeat(10), { type: 'Numeric', length: 10 }],
    [
      'an unknown code type',
      '0'.repeat(12),
      { type: 'Binary', length: 12 } as unknown as CodeSettings,
    ],
  ] as const)('refuses %s', (_, code, settings) => {
    expect(isWellFormedCode(code, settings)).toBe(false);
  });

  it('reads what a person typed: lower case, dashes, spaces, O for 0 and I or L for 1', () => {
    const code = sampleCode(defaultCodeSettings, 3);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    expect(normalizeTypedCode(typed, 'Alphanumeric')).toBe(code);
    expect(normalizeTypedCode('o1Il-L', 'Alphanumeric')).toBe('01111');
    expect(normalizeTypedCode('12 34-5', 'Numeric')).toBe('12345');
    expect(() => checkCharacterOf('AIB', 'Alphanumeric')).toThrow(/outside/);
  });

  it.each([
    [{ type: 'Alphanumeric', length: 12 }, 1_000_000, undefined],
    [{ type: 'Numeric', length: 10 }, 1_000_000, undefined],
    [{ type: 'Alphanumeric', length: 6 }, 33_554, undefined],
    // Room is the platform's to judge (code-space.rules.ts), not the settings'.
    [{ type: 'Alphanumeric', length: 6 }, 33_555, undefined],
    [
      { type: 'Alphanumeric', length: 5 },
      1,
      'Alphanumeric codes are 6 to 14 characters long (the check character included)',
    ],
    [
      { type: 'Numeric', length: 15 },
      1,
      'Numeric codes are 10 to 14 characters long (the check character included)',
    ],
    [{ type: 'Hex', length: 12 }, 1, 'Choose a code type: Alphanumeric or Numeric'],
    [
      { type: 'Numeric', length: 12 },
      0,
      'The number of codes must be a whole number of at least 1',
    ],
  ] as const)('settings %o for %i codes: %s', (settings, count, problem) => {
    expect(codeSettingsProblem(settings as CodeSettings, count)).toBe(problem);
  });

  it('counts the code space without the check character', () => {
    expect(codeSpaceOf({ type: 'Numeric', length: 10 })).toBe(1e9);
    expect(codeSpaceOf(defaultCodeSettings)).toBe(32 ** 11);
  });
});
