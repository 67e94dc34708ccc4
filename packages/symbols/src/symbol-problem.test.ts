import { describe, expect, it } from 'vitest';
import { drawSymbol, fitSymbol, measuringSink, symbolProblem } from './index';

/**
 * The sentence the label engine refuses a design with and the canvas warns with before Save:
 * one implementation, so one test (decision 0137). Sizes in PDF points.
 */
const URL = 'https://veritag.example/v/ABCD1234EFGH';
const MM = 72 / 25.4;
const problem = (format: string, value: string, width: number, height: number) =>
  symbolProblem({ format, value, width, height });

describe('symbolProblem', () => {
  it('accepts symbols of a common label size', () => {
    expect(problem('qrcode', URL, 20 * MM, 20 * MM)).toBeUndefined();
    expect(problem('qrcode', 'https://veritag.example/v/K7M2Q9XW4T', 62, 62)).toBeUndefined();
    expect(problem('datamatrix', 'https://veritag.example/v/K7M2Q9XW4T', 20, 20)).toBeUndefined();
  });

  it('refuses a QR code whose modules would be too small, saying how large it must be', () => {
    expect(problem('qrcode', URL, 7 * MM, 7 * MM)).toBe(
      'The QR Code is too small to scan: its modules would be 0.18 mm, at least 0.25 mm is needed; make it at least 9.3 x 9.3 mm or use a shorter value.',
    );
    expect(problem('qrcode', 'https://veritag.example/v/K7M2Q9XW4T?lot=2026-11-25', 17, 17)).toBe(
      'The QR Code is too small to scan: its modules would be 0.14 mm, at least 0.25 mm is needed; make it at least 10.3 x 10.3 mm or use a shorter value.',
    );
  });

  it('asks linear symbols for width only, and retail ones for the GS1 minimum without "a shorter value"', () => {
    expect(problem('code128', 'K7M2Q9XW4T', 40, 20)).toBe(
      'The Code 128 is too small to scan: its modules would be 0.08 mm, at least 0.19 mm is needed; make it at least 31.4 mm wide or use a shorter value.',
    );
    expect(problem('ean13', '590123412345', 20 * MM, 15 * MM)).toBe(
      'The EAN-13 is too small to scan: its modules would be 0.17 mm, at least 0.264 mm is needed; make it at least 30.9 mm wide.',
    );
  });

  it("measures the symbols drawn by bwip-js's renderer as they print (MaxiCode, ITF-14 with its bearer bars)", () => {
    expect(problem('maxicode', 'This is MaxiCode', 40, 40)).toBe(
      'The MaxiCode is too small to scan: its modules would be 0.18 mm, at least 0.25 mm is needed; make it at least 19.5 x 18.6 mm.',
    );
    expect(problem('itf14', '04601234567893', 60, 30)).toBe(
      'The ITF-14 is too small to scan: its modules would be 0.11 mm, at least 0.19 mm is needed; make it at least 34.9 mm wide.',
    );
  });

  it("names a value the format cannot carry with the encoder's reason", () => {
    expect(problem('ean13', 'VT-12', 200, 80)).toBe(
      'The EAN-13 cannot encode "VT-12": EAN-13 must be 12 or 13 digits.',
    );
    expect(problem('itf14', '123', 200, 80)).toMatch(/^The ITF-14 cannot encode "123": .+\.$/);
    expect(problem('qrcode', 'x'.repeat(4000), 500, 500)).toBe(
      `The QR Code cannot encode "${'x'.repeat(57)}...": The input data is too long.`,
    );
    expect(problem('code39', 'lower case', 500, 50)).toBe(
      'The Code 39 cannot encode "lower case": Code 39 must contain only digits, capital letters, spaces and the symbols -.$/+%.',
    );
  });
});

describe('fitSymbol', () => {
  it('centres a QR code with its 4-module quiet zone in a wide box, keeping modules square', () => {
    const extent = drawSymbol('qrcode', 'https://veritag.example/v/K7M2Q9XW4T', measuringSink);
    const fit = fitSymbol(extent, { width: 100, height: 50 });
    expect(fit.scaleX).toBe(fit.scaleY);
    expect(fit.scaleX).toBeCloseTo(50 / (extent.right + 8), 6);
    expect(fit.offsetX).toBeCloseTo(25 + 4 * fit.scaleX, 6);
    expect(fit.offsetY).toBeCloseTo(4 * fit.scaleY, 6);
  });

  it('stretches a linear symbol to its box height', () => {
    const extent = drawSymbol('code128', 'K7M2Q9XW4T', measuringSink);
    const fit = fitSymbol(extent, { width: 200, height: 40 });
    expect((extent.bottom - extent.top) * fit.scaleY).toBeCloseTo(40, 6);
  });
});
