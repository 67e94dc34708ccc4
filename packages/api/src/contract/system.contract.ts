import * as v from 'valibot';
import { access } from '@veritag/domain';
import { defineCall } from './define-call';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  version: v.string(),
});

/** Where the console's maps take their tiles: a setting of the server (MAP_TILE_URL), never a hard-coded internet address. */
export const MapSettingsSchema = v.object({
  /** An address with {z}, {x} and {y}; by default the server's own offline tiles. */
  tileUrl: v.string(),
  /** The credit the tile server asks for, shown in the map's corner; empty for our own tiles. */
  attribution: v.string(),
});
export type MapSettings = v.InferOutput<typeof MapSettingsSchema>;

export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/health',
    access: access.public,
    summary: 'Liveness and the database mode.',
    reply: HealthSchema,
    ours: 'operations',
  }),
  file: defineCall({
    method: 'GET',
    path: '/files/:fileId',
    access: access.anySignedIn,
    summary: 'Download a stored file of the caller’s company.',
    params: v.object({ fileId: v.pipe(v.string(), v.uuid('Unknown file')) }),
    reply: 'file',
    ours: 'files are served through an authenticated route',
  }),
  mapSettings: defineCall({
    method: 'GET',
    path: '/map/settings',
    access: access.anySignedIn,
    summary: 'The tile server of the maps and its credit.',
    reply: MapSettingsSchema,
    ours: 'the tile server is a setting (decision 0282)',
  }),
  mapTile: defineCall({
    method: 'GET',
    path: '/map/tiles/:z/:x/:y',
    access: access.public,
    summary:
      'One 256 px map tile drawn by the server (land and sea from a bundled world outline), for a platform without a tile server.',
    params: v.object({
      z: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'Unknown tile')),
      x: v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'Unknown tile')),
      y: v.pipe(v.string(), v.regex(/^\d{1,7}(\.svg)?$/, 'Unknown tile')),
    }),
    reply: 'file',
    ours: 'tiles are public as images are loaded by <img>, which sends no token; they show only the world outline',
  }),
  openApi: defineCall({
    method: 'GET',
    path: '/openapi.json',
    access: access.public,
    summary: 'The OpenAPI 3.1 document of this contract.',
    reply: v.record(v.string(), v.unknown()),
    ours: 'documentation',
  }),
  docs: defineCall({
    method: 'GET',
    path: '/docs',
    access: access.public,
    summary: 'A readable reference of every call.',
    reply: 'html',
    ours: 'documentation',
  }),
} as const;
