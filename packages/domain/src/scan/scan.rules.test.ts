import { describe, expect, it } from 'vitest';
import { checkCharacterOf } from '../codes/codes.rules';
import { roughPlace, wellFormedScannedCode } from './scan.rules';

const alphanumeric = (payload: string) => payload + checkCharacterOf(payload, 'Alphanumeric');
const numeric = (payload: string) => payload + checkCharacterOf(payload, 'Numeric');

describe('a scanned code', () => {
  it('is taken in its canonical form when its check character is right', () => {
    const code = alphanumeric('7K3QX9MZ2HT');
    expect(wellFormedScannedCode(code)).toBe(code);
    expect(wellFormedScannedCode(code.toLowerCase())).toBe(code);
    expect(wellFormedScannedCode(numeric('4820193375102'))).toBe(numeric('4820193375102'));
  });

  it("is refused when one character is mistyped, or its length is no code type's", () => {
    const code = alphanumeric('7K3QX9MZ2HT');
    const mistyped = code.slice(0, 4) + (code[4] === 'A' ? 'B' : 'A') + code.slice(5);
    expect(wellFormedScannedCode(mistyped)).toBeUndefined();
    expect(wellFormedScannedCode('ABC12')).toBeUndefined();
    expect(wellFormedScannedCode(alphanumeric('7K3QX9MZ2HT7K3'))).toBeUndefined();
    expect(wellFormedScannedCode('<script>')).toBeUndefined();
  });

  it('of digits only may be an alphanumeric code that happens to have no letter', () => {
    // Nine characters: too short for Numeric (10-14), so only the Alphanumeric reading is left.
    const digitsOnly = ['12345678', '12345679', '12345680', '12345681']
      .map(alphanumeric)
      .find((code) => /^\d+$/.test(code))!;
    expect(digitsOnly).toMatch(/^\d{9}$/);
    expect(wellFormedScannedCode(digitsOnly)).toBe(digitsOnly);
  });
});

it('tells a place to about 11 km', () => {
  expect(roughPlace({ lat: 45.46427, lng: 9.18951 })).toEqual({ lat: 45.5, lng: 9.2 });
});
