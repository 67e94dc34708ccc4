import { describe, expect, it } from 'vitest';
import { colorNames } from './color-names.constants';
import { colorToHex } from './color.rules';

describe('colour name to hex (spec 002 section 4)', () => {
  it.each([
    ['red', '#ff0000'],
    ['Dark Blue', '#00008b'],
    ['  WHITE ', '#ffffff'],
    ['rebeccapurple', '#663399'],
    ['#ABC', '#aabbcc'],
    ['abcdef', '#abcdef'],
    ['#000000', '#000000'],
    ['notacolour', undefined],
    ['#12345', undefined],
  ])('%s gives %s', (input, hex) => {
    expect(colorToHex(input)).toBe(hex);
  });
  it('knows the 148 CSS colour names, each a 6-digit hex', () => {
    expect(colorNames.size).toBe(148);
    for (const hex of colorNames.values()) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});
