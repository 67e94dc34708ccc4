import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('MAP_TILE_URL and MAP_TILE_ATTRIBUTION', () => {
  it('leave the maps on the server’s own tiles by default', () => {
    expect(loadConfig({})).toMatchObject({ mapTileUrl: undefined, mapTileAttribution: '' });
  });

  it('take a tile server with its credit', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(config).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
  });

  it.each([
    ['https://tile.example.com/{z}/{x}.png', 'MAP_TILE_URL must contain {z}, {x} and {y}'],
    [
      'javascript:alert(1)//{z}{x}{y}',
      'MAP_TILE_URL must be an http(s) address or a path starting with /',
    ],
    ['tiles/{z}/{x}/{y}.png', 'MAP_TILE_URL must be an http(s) address or a path starting with /'],
  ])('stops on %s naming the variable', (value, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(message);
  });
});
