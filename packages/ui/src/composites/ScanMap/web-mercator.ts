/** A view in degrees: [west, south, east, north]; west > east when it crosses the date line. */
export type LngLatBox = [number, number, number, number];

const maxLatitude = 85.0511; // where web-mercator maps end, north and south

export const wholeWorld: LngLatBox = [-180, -maxLatitude, 180, maxLatitude];

/** pigeon-maps' tile size: the world is 256 * 2^zoom pixels wide. */
export const tilePx = 256;

// A position as a fraction of the world, 0..1 on both axes, y growing southwards.
export const mercatorX = (longitude: number) => (longitude + 180) / 360;
export const mercatorY = (latitude: number) => {
  const sin = Math.sin((Math.max(-maxLatitude, Math.min(maxLatitude, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
export const longitudeOf = (x: number) => x * 360 - 180;
export const latitudeOf = (y: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** The view a map of `widthPx` by `heightPx` shows around `center` at `zoom`. */
export function viewBox(
  center: [number, number],
  zoom: number,
  widthPx: number,
  heightPx: number,
): LngLatBox {
  const worldPx = tilePx * 2 ** zoom;
  if (widthPx <= 0 || heightPx <= 0) return wholeWorld;
  const x = mercatorX(center[1]);
  const y = mercatorY(center[0]);
  const halfWidth = widthPx / 2 / worldPx;
  const halfHeight = heightPx / 2 / worldPx;
  const north = latitudeOf(Math.max(0, y - halfHeight));
  const south = latitudeOf(Math.min(1, y + halfHeight));
  if (halfWidth >= 0.5) return [-180, south, 180, north];
  return [
    wrapLongitude(longitudeOf(x - halfWidth)),
    south,
    wrapLongitude(longitudeOf(x + halfWidth)),
    north,
  ];
}

/** What a fitted view needs of a scan or a cluster: where it is. */
export interface Located {
  latitude: number;
  longitude: number;
}

/**
 * The view that shows every one of `places` in a map of `widthPx` by `heightPx`, `paddingPx`
 * inside its edges (a bubble is drawn around its centre), at a whole zoom so tiles stay sharp,
 * no closer than `maxZoom` (one scan alone would otherwise open on a street). Undefined for
 * no places or a map not measured yet. Places are taken as they are: a set that straddles the
 * date line is fitted the long way round, which the dashboards' scans are unlikely to need.
 */
export function fitView(
  places: readonly Located[],
  widthPx: number,
  heightPx: number,
  { paddingPx = 48, minZoom = 1, maxZoom = 12 } = {},
) {
  if (places.length === 0 || widthPx <= 0 || heightPx <= 0) return undefined;
  let [west, east, north, south] = [1, 0, 1, 0];
  for (const place of places) {
    const x = mercatorX(place.longitude);
    const y = mercatorY(place.latitude);
    [west, east, north, south] = [
      Math.min(west, x),
      Math.max(east, x),
      Math.min(north, y),
      Math.max(south, y),
    ];
  }
  const room = (px: number) => Math.max(px - 2 * paddingPx, px / 2);
  const zoomFor = (span: number, px: number) =>
    span === 0 ? maxZoom : Math.log2(room(px) / (span * tilePx));
  const zoom = Math.max(
    minZoom,
    Math.min(
      maxZoom,
      Math.floor(Math.min(zoomFor(east - west, widthPx), zoomFor(south - north, heightPx))),
    ),
  );
  const center: [number, number] = [
    latitudeOf((north + south) / 2),
    longitudeOf((west + east) / 2),
  ];
  return { center, zoom };
}
