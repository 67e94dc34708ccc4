import { describe, expect, it } from 'vitest';
import { resolveComponents } from './design.rules';

const at = { x: 10, y: 20, width: 50, height: 50, rotation: 0 };

describe("each component's settings (its own, else the design's, else the defaults)", () => {
  it('takes the design-wide settings where a component has none', () => {
    const [text] = resolveComponents({
      color: '#112233',
      fontName: 'Courier',
      fontSize: 14,
      text: 'Batch',
      coordinates: [{ ...at, name: 't', type: 'Text' }],
    });
    expect(text).toMatchObject({
      color: '#112233',
      fontName: 'Courier',
      fontSize: 14,
      text: 'Batch',
      format: undefined,
    });
  });

  it("prefers the component's own settings", () => {
    const [text] = resolveComponents({
      fontName: 'Courier',
      coordinates: [
        { ...at, name: 't', type: 'Text2', fontName: 'Times-Roman', text: 'Lot', color: '#ff0000' },
      ],
    });
    expect(text).toMatchObject({
      fontName: 'Times-Roman',
      text: 'Lot',
      color: '#ff0000',
      fontSize: 10,
    });
  });

  it('draws QR_CODE in the design format, else QR Code; DataMatrix as Data Matrix unless its own format says otherwise', () => {
    const coordinates = [
      { ...at, name: 'q', type: 'QR_CODE' as const },
      { ...at, name: 'd', type: 'DataMatrix' as const },
      { ...at, name: 'c', type: 'Code' as const },
    ];
    expect(resolveComponents({ coordinates }).map((c) => c.format)).toEqual([
      'qrcode',
      'datamatrix',
      undefined,
    ]);
    expect(resolveComponents({ format: 'azteccode', coordinates }).map((c) => c.format)).toEqual([
      'azteccode',
      'datamatrix',
      undefined,
    ]);
    expect(
      resolveComponents({
        coordinates: [{ ...at, name: 'd', type: 'DataMatrix', format: 'datamatrixrectangular' }],
      })[0]!.format,
    ).toBe('datamatrixrectangular');
  });

  it('starts black, Helvetica 10, with an unpositioned component at the corner', () => {
    const [code] = resolveComponents({
      coordinates: [
        { name: 'c', type: 'Code', x: null, y: undefined, width: 50, height: 50, rotation: 0 },
      ],
    });
    expect(code).toMatchObject({
      x: 0,
      y: 0,
      color: '#000000',
      formatColor: '#000000',
      fontName: 'Helvetica',
      fontSize: 10,
      text: '',
    });
  });
});
