import { feature } from 'topojson-client';
import land110m from 'world-atlas/land-110m.json';
import type { TileProvider } from './tile-provider';
import { mercatorX, mercatorY, tilePx } from './web-mercator';

/**
 * Land and sea tiles drawn in the browser for stories and their tests, from Natural Earth's
 * 1:110m land (the world-atlas package, a dev dependency): the same outline and colours as the
 * server's own tiles (apps/server modules/map-tiles), so a story looks like the console, and
 * nothing asks a tile server for anything. The server clips each tile; a story has few, so
 * every tile holds the whole world's path and its viewBox shows its own square of it.
 */

// The server's tile colours (map-tiles/tile-drawing.ts): a server module cannot be imported here.
const colors = { sea: '#e1f5fe', land: '#eceff1', coast: '#b0bec5' };

type Ring = number[][];

const rings = (): Ring[] => {
  // The JSON's inferred type is looser than topojson's (any string for a `type`, arrays for
  // pairs): the topology is restated with its literal types. Its land is one MultiPolygon.
  const { arcs, transform, objects } = land110m;
  const [sx = 1, sy = 1] = transform.scale;
  const [tx = 0, ty = 0] = transform.translate;
  const landObject = {
    type: 'GeometryCollection' as const,
    geometries: objects.land.geometries.map((g) => ({
      type: 'MultiPolygon' as const,
      arcs: g.arcs,
    })),
  };
  const land = feature(
    {
      type: 'Topology',
      arcs,
      transform: { scale: [sx, sy], translate: [tx, ty] },
      objects: { land: landObject },
    },
    landObject,
  );
  const geometries = land.features.map((f) => f.geometry);
  return geometries.flatMap((geometry) => {
    if (geometry.type === 'Polygon') return geometry.coordinates;
    if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
    return [];
  });
};

/** The land as one SVG path in world pixels at zoom 0 (the world 256 wide), one decimal. */
const worldPath = (): string =>
  rings()
    .map(
      (ring) =>
        `M${ring.map(([lon = 0, lat = 0]) => `${(mercatorX(lon) * tilePx).toFixed(2)} ${(mercatorY(lat) * tilePx).toFixed(2)}`).join('L')}Z`,
    )
    .join('');

let cached: string | undefined;

/** Tile x, y at zoom z as an SVG data address: the world's land, seen through the tile's square. */
export const landSeaTileProvider: TileProvider = (x, y, z) => {
  cached ??= worldPath();
  const side = tilePx / 2 ** z;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tilePx}" height="${tilePx}" viewBox="${x * side} ${y * side} ${side} ${side}">` +
    `<rect x="${x * side}" y="${y * side}" width="${side}" height="${side}" fill="${colors.sea}"/>` +
    `<path d="${cached}" fill="${colors.land}" stroke="${colors.coast}" stroke-width="1" vector-effect="non-scaling-stroke"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
