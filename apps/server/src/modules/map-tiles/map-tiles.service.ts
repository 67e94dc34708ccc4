import { Readable } from 'node:stream';
import type { MapSettings } from '@veritag/api';
import type { FileReply } from '../../http/bind-call';
import { badRequest } from '../../http/problem';
import { drawTile, type TileAddress } from './tile-drawing';
import { recentlyUsed } from './tile-cache';

/** The server's own tiles, the maps' default: drawn here, so no map asks the internet. */
export const ownTileUrl = '/api/map/tiles/{z}/{x}/{y}.svg';

/** Deeper than a street; the 1:50m outline has nothing more to show long before. */
const maxZoom = 18;

/** About 2,000 tiles of 0.2 to 140 kB: a few tens of MB at worst, and the world down to zoom 5. */
const cacheCapacity = 2000;

export interface MapTilesSettings {
  tileUrl?: string;
  attribution?: string;
}

function tileAddress(z: string, x: string, y: string): TileAddress {
  const tile = { z: Number(z), x: Number(x), y: Number(y.replace(/\.svg$/, '')) };
  const last = 2 ** tile.z - 1;
  if (tile.z > maxZoom || tile.x > last || tile.y > last) throw badRequest('Unknown tile');
  return tile;
}

export function mapTilesService(settings: MapTilesSettings) {
  const tiles = recentlyUsed<Buffer>(cacheCapacity);
  return {
    settings: (): MapSettings => ({
      tileUrl: settings.tileUrl ?? ownTileUrl,
      attribution: settings.attribution ?? '',
    }),

    /** One tile from its path parameters (digits, checked by the contract); out of range is 400, never 500. */
    tile(z: string, x: string, y: string): FileReply {
      const tile = tileAddress(z, x, y);
      const svg = tiles.getOrMake(`${tile.z}/${tile.x}/${tile.y}`, () =>
        Buffer.from(drawTile(tile)),
      );
      return {
        stream: Readable.from([svg]),
        contentType: 'image/svg+xml',
        fileName: `${tile.z}-${tile.x}-${tile.y}.svg`,
        byteSize: svg.byteLength,
        // The same world outline for everyone, and it never changes between releases.
        cacheControl: 'public, max-age=86400',
      };
    },
  };
}
export type MapTilesService = ReturnType<typeof mapTilesService>;
