import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeAlphabets, digitRanges, isWellFormedCode, type CodeSettings } from '@veritag/domain';
import { generateCodes } from './code-generator';

const settingsArbitrary: fc.Arbitrary<CodeSettings> = fc.oneof(
  fc
    .integer({ min: digitRanges.Alphanumeric.from, max: digitRanges.Alphanumeric.to })
    .map((length) => ({ type: 'Alphanumeric' as const, length })),
  fc
    .integer({ min: digitRanges.Numeric.from, max: digitRanges.Numeric.to })
    .map((length) => ({ type: 'Numeric' as const, length })),
);

describe('code generation', () => {
  it('makes well-formed codes, and any one mistyped character of them is refused', () => {
    fc.assert(
      fc.property(settingsArbitrary, fc.nat(), fc.nat(), (settings, at, pick) => {
        const [code] = generateCodes(1, settings);
        expect(isWellFormedCode(code!, settings)).toBe(true);
        const alphabet = codeAlphabets[settings.type];
        const position = at % settings.length;
        const symbol = alphabet[pick % alphabet.length]!;
        fc.pre(symbol !== code![position]);
        expect(
          isWellFormedCode(code!.slice(0, position) + symbol + code!.slice(position + 1), settings),
        ).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('skips bytes that would favour some digits (rejection sampling)', () => {
    // 250-255 would make 0-5 likelier than 6-9 if taken modulo 10: they are never used.
    const bytes = [250, 251, 252, 253, 254, 255, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    const random = (size: number) =>
      Uint8Array.from({ length: size }, (_, i) => bytes[i % bytes.length]!);
    const [code] = generateCodes(1, { type: 'Numeric', length: 10 }, random);
    expect(code!.slice(0, 9)).toBe('789012345');
  });

  it('uses every symbol about equally often', () => {
    const counts = new Map<string, number>();
    for (const code of generateCodes(20_000, { type: 'Numeric', length: 11 })) {
      for (const symbol of code.slice(0, 10)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    // 200,000 digits: each expected 20,000 times, within a few standard deviations (about 134).
    for (const digit of codeAlphabets.Numeric)
      expect(Math.abs(counts.get(digit)! - 20_000)).toBeLessThan(1000);
  });
});
