import { scanMarkerTone, type ScanCluster, type ScanPoint } from '@veritag/domain';
import {
  latitudeOf,
  longitudeOf,
  mercatorX,
  mercatorY,
  tilePx,
  type LngLatBox,
} from './web-mercator';

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
  /** The zoom level and grid squares it was gathered from. */
  level: number;
  cells: number[];
}

/** The map draws either raw scans or the server's clusters, never a mix of both. */
export type ScanSource = { points: readonly ScanPoint[] } | { clusters: readonly ScanCluster[] };

const maxLevel = 22;

interface Gathered extends ScanCounts {
  x: number; // sums of mercator positions times their weight, until divided into the centre
  y: number;
  cells: number[];
}

const levelOf = (zoom: number) => Math.max(0, Math.min(maxLevel, Math.floor(zoom)));

const cellOf = (x: number, y: number, cellsPerSide: number) =>
  Math.min(cellsPerSide - 1, Math.floor(y * cellsPerSide)) * cellsPerSide +
  Math.min(cellsPerSide - 1, Math.floor(x * cellsPerSide));

/**
 * Squares' centres can fall close together across a square's edge: the bigger mark takes in
 * any neighbour nearer than a square and keeps its place, so marks stay at least a square
 * apart and bubbles (at most a square wide) never overlap. Marks come in with x, y as centres.
 */
function mergeNeighbours(centred: Gathered[], worldPx: number, cellPx: number): Gathered[] {
  const biggestFirst = [...centred].sort((a, b) => b.valid + b.invalid - (a.valid + a.invalid));
  const kept: Gathered[] = [];
  for (const mark of biggestFirst) {
    const near = kept.find(
      (k) => Math.hypot((k.x - mark.x) * worldPx, (k.y - mark.y) * worldPx) < cellPx,
    );
    if (!near) {
      kept.push({ ...mark, cells: [...mark.cells] });
      continue;
    }
    near.valid += mark.valid;
    near.invalid += mark.invalid;
    near.cells.push(...mark.cells);
  }
  return kept;
}

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
  const rows: readonly (ScanPoint | ScanCluster)[] =
    'points' in source ? source.points : source.clusters;
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

  /** The marks of the scans `eachScan` visits, gathered at a zoom level. */
  const marksAt = (level: number, eachScan: (visit: (i: number) => void) => void): ScanMark[] => {
    const cellsPerSide = cellsPerSideAt(level);
    const cells = new Map<number, Gathered>();
    eachScan((i) => {
      const weight = (valid[i] ?? 0) + (invalid[i] ?? 0);
      if (weight === 0) return;
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      const cell = cellOf(x, y, cellsPerSide);
      const sum = cells.get(cell) ?? { x: 0, y: 0, valid: 0, invalid: 0, cells: [cell] };
      sum.x += x * weight;
      sum.y += y * weight;
      sum.valid += valid[i] ?? 0;
      sum.invalid += invalid[i] ?? 0;
      cells.set(cell, sum);
    });
    const centred = [...cells.values()].map((sum) => ({
      ...sum,
      x: sum.x / totalOf(sum),
      y: sum.y / totalOf(sum),
    }));
    return mergeNeighbours(centred, tilePx * 2 ** level, cellPx).map((mark) => ({
      key: `${level}:${mark.cells[0]}`,
      latitude: latitudeOf(mark.y),
      longitude: longitudeOf(mark.x),
      valid: mark.valid,
      invalid: mark.invalid,
      level,
      cells: mark.cells,
    }));
  };

  return {
    /** The marks of a view at a zoom (fractional zooms use the level below). */
    marksIn(box: LngLatBox, zoom: number): ScanMark[] {
      const level = levelOf(zoom);
      // A cell's worth of margin, so a bubble on the view's edge counts its whole square.
      const margin = 1 / cellsPerSideAt(level);
      const [west, south, east, north] = box;
      const [x0, x1, y0, y1] = [
        mercatorX(west) - margin,
        mercatorX(east) + margin,
        mercatorY(north) - margin,
        mercatorY(south) + margin,
      ];
      const crossesDateLine = west > east;
      return marksAt(level, (visit) => {
        for (let i = 0; i < xs.length; i++) {
          const x = xs[i] ?? 0;
          const y = ys[i] ?? 0;
          if (y < y0 || y > y1) continue;
          if (crossesDateLine ? x < x0 && x > x1 : x < x0 || x > x1) continue;
          visit(i);
        }
      });
    },
    /** The first zoom at which a bubble's scans become more than one mark (the last level if never). */
    splitZoomOf(mark: Pick<ScanMark, 'level' | 'cells'>): number {
      const sides = cellsPerSideAt(mark.level);
      const cells = new Set(mark.cells);
      const inside: number[] = [];
      for (let i = 0; i < xs.length; i++)
        if (cells.has(cellOf(xs[i] ?? 0, ys[i] ?? 0, sides))) inside.push(i);
      for (let level = mark.level + 1; level <= maxLevel; level++) {
        if (marksAt(level, (visit) => inside.forEach(visit)).length > 1) return level;
      }
      return maxLevel;
    },
  };
}

export type ScanIndex = ReturnType<typeof indexScans>;

export const totalOf = (counts: ScanCounts) => counts.valid + counts.invalid;

export const sumCounts = (marks: readonly ScanCounts[]): ScanCounts =>
  marks.reduce((sum, m) => ({ valid: sum.valid + m.valid, invalid: sum.invalid + m.invalid }), {
    valid: 0,
    invalid: 0,
  });
