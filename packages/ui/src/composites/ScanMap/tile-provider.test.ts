import { describe, expect, it } from 'vitest';
import { plainTileProvider, tileProviderOf } from './tile-provider';

describe('tile server setting', () => {
  it('fills a template address with the tile coordinates', () => {
    expect(tileProviderOf('https://tiles.example/{z}/{x}/{y}.png')(3, 5, 7)).toBe(
      'https://tiles.example/7/3/5.png',
    );
  });

  it('uses a provider function as given', () => {
    const provider = (x: number, y: number, z: number) => `${z}-${x}-${y}`;
    expect(tileProviderOf(provider)).toBe(provider);
  });

  it('draws the local tile in the page, with no address to fetch', () => {
    expect(plainTileProvider(0, 0, 0)).toMatch(/^data:image\/svg\+xml,/);
  });
});
