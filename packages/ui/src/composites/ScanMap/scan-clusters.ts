import { scanMarkerTone, type ScanCluster, type ScanPoint } from '@veritag/domain';

/** How many valid and invalid scans one mark on the map stands for. */
export interface ScanCounts {
  valid: number;
  invalid: number;
}

/** One mark to draw: a single scan, or a bubble of several. */
export interface ScanMark extends ScanCounts {
  key: string;
  latitude: number;
  longitude: number;
  /** The zoom level and grid square it was gathered in. */
  level: number;
  cell: number;
}

/** The map draws either raw scans or the server's clusters, never a mix of both. */
export type ScanSource = { points: readonly ScanPoint[] } | { clusters: readonly ScanCluster[] };

/** A view in degrees: [west, south, east, north]; west > east when it crosses the date line. */
export type LngLatBox = [number, number, number, number];

export const wholeWorld: LngLatBox = [-180, -85.0511, 180, 85.0511];

const tilePx = 256; // pigeon-maps' tile size: the world is 256 * 2^zoom pixels wide
const maxLevel = 22;

// Web-mercator position of a point as a fraction of the world, 0..1 on both axes.
const mercatorX = (longitude: number) => (longitude + 180) / 360;
const mercatorY = (latitude: number) => {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const longitudeOf = (x: number) => x * 360 - 180;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** The view a map of `widthPx` by `heightPx` shows around `center` at `zoom`. */
export function viewBox(center: [number, number], zoom: number, widthPx: number, heightPx: number): LngLatBox {
  const worldPx = tilePx * 2 ** zoom;
  if (widthPx <= 0 || heightPx <= 0) return wholeWorld;
  const x = mercatorX(center[1]);
  const y = mercatorY(center[0]);
  const halfWidth = widthPx / 2 / worldPx;
  const halfHeight = heightPx / 2 / worldPx;
  const north = latitudeOf(Math.max(0, y - halfHeight));
  const south = latitudeOf(Math.min(1, y + halfHeight));
  if (halfWidth >= 0.5) return [-180, south, 180, north];
  return [wrapLongitude(longitudeOf(x - halfWidth)), south, wrapLongitude(longitudeOf(x + halfWidth)), north];
}

const levelOf = (zoom: number) => Math.max(0, Math.min(maxLevel, Math.floor(zoom)));

const cellOf = (x: number, y: number, cellsPerSide: number) =>
  Math.min(cellsPerSide - 1, Math.floor(y * cellsPerSide)) * cellsPerSide + Math.min(cellsPerSide - 1, Math.floor(x * cellsPerSide));

/**
 * Grid clustering in web-mercator pixels: at a zoom, the world is cut into squares of
 * `cellPx` screen pixels and each square's scans become one mark at their centre of mass.
 * Positions are projected once into typed arrays; a view is one pass over them (a million
 * scans in tens of milliseconds), with nothing built per zoom level. Squares are fixed to
 * the world, not the view, so marks stay put while the map is dragged.
 * Server clusters go in as weighted points, so they merge further when zoomed out.
 */
export function indexScans(source: ScanSource, cellPx = 56) {
  const cellsPerSideAt = (level: number) => Math.ceil((tilePx * 2 ** level) / cellPx);
  const rows: readonly (ScanPoint | ScanCluster)[] = 'points' in source ? source.points : source.clusters;
  const xs = new Float64Array(rows.length);
  const ys = new Float64Array(rows.length);
  const valid = new Uint32Array(rows.length);
  const invalid = new Uint32Array(rows.length);
  rows.forEach((row, i) => {
    xs[i] = mercatorX(row.longitude);
    ys[i] = mercatorY(row.latitude);
    if ('points' in source) {
      const isValid = scanMarkerTone(row as ScanPoint) === 'valid';
      valid[i] = isValid ? 1 : 0;
      invalid[i] = isValid ? 0 : 1;
    } else {
      valid[i] = (row as ScanCluster).valid;
      invalid[i] = (row as ScanCluster).invalid;
    }
  });

  return {
    /** The marks of a view at a zoom (fractional zooms use the level below). */
    marksIn(box: LngLatBox, zoom: number): ScanMark[] {
      const level = levelOf(zoom);
      const cellsPerSide = cellsPerSideAt(level);
      // A cell's worth of margin, so a bubble on the view's edge counts its whole square.
      const margin = 1 / cellsPerSide;
      const [west, south, east, north] = box;
      const x0 = mercatorX(west) - margin;
      const x1 = mercatorX(east) + margin;
      const y0 = mercatorY(north) - margin;
      const y1 = mercatorY(south) + margin;
      const crossesDateLine = west > east;
      const cells = new Map<number, { x: number; y: number; valid: number; invalid: number }>();
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i] ?? 0;
        const y = ys[i] ?? 0;
        if (y < y0 || y > y1) continue;
        if (crossesDateLine ? x < x0 && x > x1 : x < x0 || x > x1) continue;
        const weight = (valid[i] ?? 0) + (invalid[i] ?? 0);
        if (weight === 0) continue;
        const cell = cellOf(x, y, cellsPerSide);
        const sum = cells.get(cell) ?? { x: 0, y: 0, valid: 0, invalid: 0 };
        sum.x += x * weight;
        sum.y += y * weight;
        sum.valid += valid[i] ?? 0;
        sum.invalid += invalid[i] ?? 0;
        cells.set(cell, sum);
      }
      return Array.from(cells, ([cell, sum]) => {
        const total = sum.valid + sum.invalid;
        return {
          key: `${level}:${cell}`,
          latitude: latitudeOf(sum.y / total),
          longitude: longitudeOf(sum.x / total),
          valid: sum.valid,
          invalid: sum.invalid,
          level,
          cell,
        };
      });
    },
    /** The first zoom at which a bubble's scans fall into more than one square (the last level if never). */
    splitZoomOf(mark: Pick<ScanMark, 'level' | 'cell'>): number {
      const inside: number[] = [];
      const sides = cellsPerSideAt(mark.level);
      for (let i = 0; i < xs.length; i++) if (cellOf(xs[i] ?? 0, ys[i] ?? 0, sides) === mark.cell) inside.push(i);
      for (let level = mark.level + 1; level <= maxLevel; level++) {
        const sidesThen = cellsPerSideAt(level);
        const first = cellOf(xs[inside[0] ?? 0] ?? 0, ys[inside[0] ?? 0] ?? 0, sidesThen);
        if (inside.some((i) => cellOf(xs[i] ?? 0, ys[i] ?? 0, sidesThen) !== first)) return level;
      }
      return maxLevel;
    },
  };
}

export type ScanIndex = ReturnType<typeof indexScans>;

export const totalOf = (counts: ScanCounts) => counts.valid + counts.invalid;

export const sumCounts = (marks: readonly ScanCounts[]): ScanCounts =>
  marks.reduce((sum, m) => ({ valid: sum.valid + m.valid, invalid: sum.invalid + m.invalid }), { valid: 0, invalid: 0 });
