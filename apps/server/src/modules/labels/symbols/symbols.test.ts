import bwipjs from 'bwip-js';
import { barcodeFormats } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { symbolOperators, symbolProblem } from './index';
import { paintedBounds } from './symbol-pdf.testing';

const URL = 'https://veritag.example/v/ABCD1234EFGH';

/** A value each format accepts: bwip-js's own example, where it fits a single-input label. */
const sampleValue = (format: string): string =>
  ({ maxicode: 'VERITAG 12345', qrcode: URL })[format] ??
  bwipjs.symbolList.find((symbol) => symbol.bcid === format)?.text ??
  '';

describe('symbolOperators', () => {
  it.each(barcodeFormats.map((format) => [format.bcid, format.kind] as const))(
    'draws %s (%s) as one vector path inside its box, no images',
    (format, kind) => {
      const box = kind === 'linear' ? { width: 400, height: 120 } : { width: 400, height: 400 };
      const request = { format, value: sampleValue(format), ...box, color: '#336699' };
      expect(symbolProblem(request)).toBeUndefined();
      const operators = symbolOperators(request);
      expect(operators).toMatch(/^q\n0\.2 0\.4 0\.6 rg\n[-\d. ]+ cm\n/);
      expect(operators).toMatch(/\n(f|f\*)\nQ\n$/);
      expect(operators).not.toMatch(/\b(Do|BI|ID|EI|Tj|TJ)\b/); // no XObjects, inline images or text
      expect(operators.match(/ (re|m|c)\n/g)?.length ?? 0).toBeGreaterThan(
        kind === 'linear' ? 10 : 3,
      );
      const painted = paintedBounds(operators);
      expect(painted.left).toBeGreaterThan(0);
      expect(painted.bottom).toBeGreaterThanOrEqual(-1e-3);
      expect(painted.right).toBeLessThan(box.width);
      expect(painted.top).toBeLessThanOrEqual(box.height + 1e-3);
      // Centred: the same margin on both sides (quiet zones are symmetric).
      expect(painted.left).toBeCloseTo(box.width - painted.right, 0);
    },
  );

  it('keeps QR modules square and leaves the 4-module quiet zone inside the box', () => {
    const operators = symbolOperators({
      format: 'qrcode',
      value: URL,
      width: 200,
      height: 100,
      color: '#000000',
    });
    const painted = paintedBounds(operators);
    // Version 3 for this URL at M: 29 modules, 37 with the quiet zone, in the 100 pt side.
    const module = 100 / 37;
    expect(painted.top - painted.bottom).toBeCloseTo(29 * module, 2);
    expect(painted.right - painted.left).toBeCloseTo(29 * module, 2);
    expect(painted.bottom).toBeCloseTo(4 * module, 2);
    expect(painted.left).toBeCloseTo(100 - 14.5 * module, 2);
  });

  it('stretches linear bars to the box height, with 10 modules of quiet zone at each end', () => {
    const painted = paintedBounds(
      symbolOperators({
        format: 'code128',
        value: 'ABC123',
        width: 300,
        height: 50,
        color: '#000000',
      }),
    );
    expect(painted.bottom).toBeCloseTo(0, 2);
    expect(painted.top).toBeCloseTo(50, 2);
    // bwip-js's own encoding says how many modules wide the bars are; 20 more for the quiet zones.
    const [encoded] = bwipjs.raw('code128', 'ABC123', {}) as Array<{ sbs: number[] }>;
    const module = 300 / (encoded!.sbs.reduce((sum, width) => sum + width, 0) + 20);
    expect(painted.left).toBeCloseTo(10 * module, 2);
    expect(300 - painted.right).toBeCloseTo(10 * module, 2);
  });

  it('sets the requested colour', () => {
    expect(
      symbolOperators({ format: 'qrcode', value: URL, width: 72, height: 72, color: '#ff8000' }),
    ).toContain('\n1 0.502 0 rg\n');
    expect(
      symbolOperators({
        format: 'ean13',
        value: '590123412345',
        width: 150,
        height: 60,
        color: '#000000',
      }),
    ).toContain('\n0 0 0 rg\n');
  });

  it('draws the same value the same way every time (no state carried between labels)', () => {
    const first = symbolOperators({
      format: 'datamatrix',
      value: 'VT-1',
      width: 50,
      height: 50,
      color: '#000000',
    });
    symbolOperators({
      format: 'datamatrix',
      value: 'VT-2-LONGER-VALUE',
      width: 50,
      height: 50,
      color: '#000000',
    });
    expect(
      symbolOperators({
        format: 'datamatrix',
        value: 'VT-1',
        width: 50,
        height: 50,
        color: '#000000',
      }),
    ).toBe(first);
  });
});

// symbolProblem's sentences are tested where they live: packages/symbols/src/symbol-problem.test.ts.
describe('unencodable values', () => {
  it('makes symbolOperators throw for what it refuses to encode', () => {
    expect(() =>
      symbolOperators({
        format: 'ean13',
        value: 'VT-12',
        width: 200,
        height: 80,
        color: '#000000',
      }),
    ).toThrow();
  });
});
