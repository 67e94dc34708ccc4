/** pigeon-maps' tile provider: the address of tile x, y at zoom z (dpr 2 for sharp screens). */
export type TileProvider = (x: number, y: number, z: number, dpr?: number) => string;

/** A tile server address with `{z}`, `{x}` and `{y}` in it, or a provider of our own. */
export type TileUrl = string | TileProvider;

/** The app's tile server setting as pigeon-maps wants it. */
export function tileProviderOf(tileUrl: TileUrl): TileProvider {
  if (typeof tileUrl === 'function') return tileUrl;
  return (x, y, z) =>
    tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

const plainTileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect width="256" height="256" fill="#e8eef2"/>' +
  '<path d="M0 0.5H256M0.5 0V256" stroke="#c9d3da"/></svg>';

/**
 * A plain grid drawn in code, for stories and tests: a map there must never ask a tile
 * server on the internet for anything.
 */
export const plainTileProvider: TileProvider = () =>
  `data:image/svg+xml,${encodeURIComponent(plainTileSvg)}`;
