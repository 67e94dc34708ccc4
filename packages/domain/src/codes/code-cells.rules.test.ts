import { describe, expect, it } from 'vitest';
import {
  codeInCell,
  codeOfCell,
  isCodeShaped,
  isCodesHeader,
  readCodeCell,
} from './code-cells.rules';
import { checkCharacterOf } from './codes.rules';

/** A well-formed code: the payload and its check character. */
const codeOf = (payload: string) => payload + checkCharacterOf(payload, 'Alphanumeric');
const code = codeOf('7K3QX9MZ2HT');
const gtin = '09506000134352';

describe('the code a cell names', () => {
  it.each([
    ['a code as typed', ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `, code],
    ['look-alikes read as digits', 'ab-io-l2', 'AB1012'],
    ['the scan URL a label prints', `https://scan.example.com/v/${code}`, code],
    [
      'the scan URL under a path, with a query and a trailing slash',
      `https://x.example/app/v/${code}/?s=1#top`,
      code,
    ],
    ['a scan URL without scheme or host', `/v/${code.toLowerCase()}`, code],
    ['a percent-encoded code', 'https://x.example/v/AB%2012', 'AB12'],
    ['a GS1 Digital Link', `https://id.example.com/01/${gtin}/21/${code}`, code],
    [
      'a Digital Link with a lot whose value is 21',
      `https://x.example/01/${gtin}/10/21/21/AB12`,
      'AB12',
    ],
    ['a Digital Link without scheme', `x.example/01/${gtin}/21/AB12`, 'AB12'],
  ])('reads %s', (_name, cell, expected) => {
    expect(codeOfCell(cell)).toBe(expected);
  });

  it.each([
    ['a shop page', 'https://example.com/about'],
    ['a Digital Link without a serial', `https://x.example/01/${gtin}`],
    ['a Digital Link with a wrong GTIN', `https://x.example/01/09506000134353/21/${code}`],
    ['a scan URL badly percent-encoded', 'https://x.example/v/%ZZ'],
  ])('reads no code in %s', (_name, cell) => {
    expect(codeOfCell(cell)).toBe('');
  });
});

describe('a code read from a cell', () => {
  it('has the shape of a code when it is 6 to 14 symbols of the code alphabets', () => {
    expect(['AB12CD', code, '12345678901234'].map(isCodeShaped)).toEqual([true, true, true]);
    expect(['AB12C', '123456789012345', 'AB12CU', 'AB-12CD', ''].map(isCodeShaped)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('is well formed only with its right check character: how a file without a header shows its column of codes', () => {
    expect(codeInCell(code.toLowerCase())).toBe(code);
    expect(codeInCell(`https://x.example/v/${code}`)).toBe(code);
    expect(codeInCell(code.slice(0, -1) + (code.endsWith('0') ? '1' : '0'))).toBeUndefined();
    expect(['1', '2', '42', 'Nov', '2026', 'https://example.com/about'].map(codeInCell)).toEqual(
      Array(6).fill(undefined),
    );
  });

  it('is given with its code, blank as nothing, and anything else with why it is none', () => {
    expect(readCodeCell(` ${code} `)).toEqual({ code });
    expect(readCodeCell(`https://x.example/01/${gtin}/21/${code}`)).toEqual({ code });
    expect(readCodeCell('  ')).toBeUndefined();
    expect(readCodeCell('ABC')).toEqual({ problem: '"ABC" is not a code' });
    expect(readCodeCell('1')).toEqual({ problem: '"1" is not a code' });
    expect(readCodeCell('https://example.com/about')).toEqual({
      problem:
        '"https://example.com/about" is a link that names no code (a label\'s link ends /v/{code} or /21/{serial})',
    });
    expect(readCodeCell('x'.repeat(60))).toEqual({ problem: `"${'x'.repeat(40)}…" is not a code` });
  });
});

describe('the header of a file of codes', () => {
  it('is a cell that is no code and holds no digit: the usual header words', () => {
    for (const header of [
      'Code',
      'Codes',
      'QR Code',
      'QR code',
      'QRCODE',
      'Serial',
      'Serial Number',
      'Token',
      'Label',
      'code',
      'Sr No',
      'pack',
    ]) {
      expect([header, isCodesHeader(header)]).toEqual([header, true]);
    }
  });

  it('is never a code of the platform, not even the 1 in 90 without a digit', () => {
    const withoutDigit = codeOf('ABCDEFGHJKM');
    expect(/\d/.test(withoutDigit)).toBe(false);
    expect(isCodesHeader(withoutDigit)).toBe(false);
    expect(isCodesHeader(code)).toBe(false);
    expect(isCodesHeader(`https://x.example/v/${withoutDigit}`)).toBe(false);
  });
});
