import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

type Position = number[];
/** West, south, east, north in degrees. */
export type Box = readonly [number, number, number, number];

/** The land to fill and the coastline to stroke: lines, so a tile's edge never draws as coast. */
export interface WorldOutline {
  land: { type: 'MultiPolygon'; coordinates: Position[][][] };
  coast: { type: 'MultiLineString'; coordinates: Position[][] };
}

interface Piece<C> {
  box: Box;
  coordinates: C;
}

interface IndexedOutline {
  land: Piece<Position[][]>[];
  coast: Piece<Position[]>[];
}

type LandTopology = Parameters<typeof mesh>[0] & {
  objects: { land: NonNullable<Parameters<typeof mesh>[1]> };
};

const require = createRequire(import.meta.url);

// Natural Earth is cut at the antimeridian, so a plain min/max of the coordinates bounds a piece.
function boxOf(points: Position[]): Box {
  const lons = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

function read(file: 'land-110m.json' | 'land-50m.json'): IndexedOutline {
  const topology = require(`world-atlas/${file}`) as LandTopology;
  const land = feature(topology, topology.objects.land) as unknown as {
    features: { geometry: { type: string; coordinates: Position[][][] | Position[][] } }[];
  };
  const polygons = land.features.flatMap(({ geometry }) =>
    geometry.type === 'Polygon'
      ? [geometry.coordinates as Position[][]]
      : (geometry.coordinates as Position[][][]),
  );
  return {
    land: polygons.map((rings) => ({ box: boxOf(rings[0]!), coordinates: rings })),
    coast: mesh(topology, topology.objects.land).coordinates.map((line) => ({
      box: boxOf(line),
      coordinates: line,
    })),
  };
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const outlines = new Map<string, IndexedOutline>();

/**
 * The land and coast of Natural Earth (world-atlas) that reach into a box. 1:110m (56 kB) is
 * all a tile up to zoom 3 can show; closer tiles take 1:50m (540 kB); 1:10m (3 MB) would cost
 * memory and drawing time for detail nobody reads on a scan map. Each is read on the first
 * tile that needs it, then kept, with each piece's box, so a tile projects only what it shows.
 */
export function worldOutline(zoom: number, within: Box): WorldOutline {
  const file = zoom <= 3 ? 'land-110m.json' : 'land-50m.json';
  let outline = outlines.get(file);
  if (!outline) {
    outline = read(file);
    outlines.set(file, outline);
  }
  return {
    land: {
      type: 'MultiPolygon',
      coordinates: outline.land.filter((p) => overlaps(p.box, within)).map((p) => p.coordinates),
    },
    coast: {
      type: 'MultiLineString',
      coordinates: outline.coast.filter((p) => overlaps(p.box, within)).map((p) => p.coordinates),
    },
  };
}
