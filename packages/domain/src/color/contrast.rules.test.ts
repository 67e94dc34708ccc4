import { describe, expect, it } from 'vitest';
import {
  accentColors,
  contrastRatio,
  hexColorOf,
  nonTextContrast,
  textContrast,
} from './contrast.rules';

// The scan page's backgrounds: its body (surface.raised) and its cards (surface.default).
const page = ['#f6f7f9', '#ffffff'];
const darkPage = ['#111418'];

describe('contrast ratio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The figure commonly quoted for #777777 on white: just under AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('is undefined for what is not a hex colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBeUndefined();
  });
});

describe('a hex colour, safe to write into a style', () => {
  it.each([
    ['#FFCC00', '#ffcc00'],
    ['  #00aa11 ', '#00aa11'],
    ['#fff', undefined],
    ['red', undefined],
    ['#ffcc00; background:url(x)', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j gives %j', (input, hex) => expect(hexColorOf(input)).toBe(hex));
});

describe("a brand's colour as the page's accent, AA on every background (decision 0470)", () => {
  const awkward = ['#ffff00', '#777777', '#000000', '#ffffff', '#00ff00', '#ff0000', '#1e90ff'];

  it.each(awkward)('%s: text reaches 4.5:1 and edges 3:1 on each background', (brand) => {
    for (const backgrounds of [page, darkPage]) {
      const accent = accentColors(brand, backgrounds)!;
      for (const background of backgrounds) {
        expect(contrastRatio(accent.text, background)).toBeGreaterThanOrEqual(textContrast);
        expect(contrastRatio(accent.edge, background)).toBeGreaterThanOrEqual(nonTextContrast);
      }
      expect(contrastRatio(accent.onFill, accent.fill)).toBeGreaterThanOrEqual(textContrast);
      expect(accent.fill).toBe(brand);
    }
  });

  it('keeps a colour that already reads, and darkens one that does not, keeping its hue', () => {
    expect(accentColors('#000000', page)).toEqual({
      fill: '#000000',
      onFill: '#ffffff',
      text: '#000000',
      edge: '#000000',
    });
    const yellow = accentColors('#FFFF00', page)!;
    expect(yellow.onFill).toBe('#000000');
    // Still a yellow (red and green equal, no blue), only dark enough to read.
    expect(yellow.text).toMatch(/^#([0-9a-f]{2})\1(00)$/);
    expect(yellow.text).not.toBe('#000000');
    // #777777 is a shade short of AA as text; a step darker is enough, and as an edge it passes as is.
    const grey = accentColors('#777777', page)!;
    expect(grey.text).not.toBe('#777777');
    expect(contrastRatio(grey.text, '#777777')).toBeLessThan(1.2);
    expect(grey.edge).toBe('#777777');
  });

  it('lightens instead on a dark background', () => {
    const navy = accentColors('#000080', darkPage)!;
    expect(navy.text).not.toBe('#000080');
    expect(contrastRatio(navy.text, '#000000')).toBeGreaterThan(
      contrastRatio('#000080', '#000000')!,
    );
  });

  it.each([
    ['red'],
    ['#fff'],
    ['#ffcc00;}body{display:none'],
    ['url(javascript:alert(1))'],
    [''],
    [null],
  ])('gives nothing for %j, and nothing without a valid background', (input) => {
    expect(accentColors(input, page)).toBeUndefined();
    expect(accentColors('#ffcc00', [])).toBeUndefined();
    expect(accentColors('#ffcc00', ['white'])).toBeUndefined();
  });
});
