import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import { worldOutline, type Box } from './world-outline';

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

export const tileSize = 256;

/**
 * Shades of the console's light-blue and blue-grey palettes (packages/ui tokens), written
 * here because the server does not import the design system. Calm, so the scan markers on
 * top stand out.
 */
const colors = { sea: '#e1f5fe', land: '#eceff1', coast: '#b0bec5', graticule: '#b3e5fc' };

const lonOf = (x: number, n: number) => (x / n) * 360 - 180;
const latOf = (y: number, n: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/** The tile's box in degrees, a little wider so a coast just outside still draws its stroke. */
function boxOf({ z, x, y }: TileAddress): Box {
  const n = 2 ** z;
  const margin = 0.02;
  return [
    lonOf(x - margin, n),
    latOf(y + 1 + margin, n),
    lonOf(x + 1 + margin, n),
    latOf(y - margin, n),
  ];
}

/**
 * One slippy-map tile as SVG: Web Mercator scaled so the whole world is 256·2^z pixels,
 * shifted so this tile's corner is the origin, and clipped to the tile.
 */
export function drawTile(tile: TileAddress): string {
  const world = tileSize * 2 ** tile.z;
  const projection = geoMercator()
    .scale(world / (2 * Math.PI))
    .translate([world / 2 - tile.x * tileSize, world / 2 - tile.y * tileSize])
    // Meridians and parallels are straight in Mercator and the outline's edges are short, so
    // projecting the vertices is enough; d3's resampling would multiply them at high zoom.
    .precision(0)
    .clipExtent([
      [0, 0],
      [tileSize, tileSize],
    ]);
  // One decimal is a tenth of a pixel: finer only makes the file larger.
  const path = geoPath(projection).digits(1);
  const outline = worldOutline(tile.z, boxOf(tile));
  const land = path(outline.land);
  const coast = path(outline.coast);
  const graticule = path(geoGraticule10());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tileSize}" height="${tileSize}" viewBox="0 0 ${tileSize} ${tileSize}">`,
    `<rect width="${tileSize}" height="${tileSize}" fill="${colors.sea}"/>`,
    graticule
      ? `<path class="graticule" d="${graticule}" fill="none" stroke="${colors.graticule}" stroke-width="0.5"/>`
      : '',
    land ? `<path class="land" d="${land}" fill="${colors.land}"/>` : '',
    coast
      ? `<path class="coast" d="${coast}" fill="none" stroke="${colors.coast}" stroke-width="0.75"/>`
      : '',
    '</svg>',
  ].join('');
}
