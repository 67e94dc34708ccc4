import { describe, expect, it } from 'vitest';
import { indexScans, sumCounts, totalOf } from './scan-clusters';
import { mercatorX, mercatorY, viewBox, wholeWorld } from './web-mercator';

const rome = { latitude: 41.9, longitude: 12.5 };
const athens = { latitude: 37.98, longitude: 23.73 };

const generatedAround = (latitude: number, longitude: number, count: number) => {
  let seed = 3;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => ({
    latitude: latitude + (random() - 0.5) * 3,
    longitude: longitude + (random() - 0.5) * 4,
  }));
};

describe('scan clustering', () => {
  it('gathers nearby scans into one bubble with the valid and invalid split when zoomed out', () => {
    const points = [
      { ...rome, valid: true },
      { latitude: 41.91, longitude: 12.51, valid: false },
      { latitude: 41.89, longitude: 12.49 }, // no flag: what the dedicated valid-scans call sends
      { ...athens, valid: true },
    ];
    const marks = indexScans({ points }).marksIn(wholeWorld, 3);
    expect(marks).toHaveLength(2);
    const romeBubble = marks.find((m) => m.longitude < 20);
    expect(romeBubble).toMatchObject({ valid: 2, invalid: 1 });
    expect(romeBubble?.latitude).toBeCloseTo(41.9, 1);
    expect(romeBubble?.longitude).toBeCloseTo(12.5, 1);
    expect(marks.find((m) => m.longitude > 20)).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('splits a bubble into single scans when zoomed in', () => {
    const points = [rome, { latitude: 41.95, longitude: 12.55, valid: false }];
    const index = indexScans({ points });
    expect(index.marksIn(wholeWorld, 4)).toHaveLength(1);
    const zoomedIn = index.marksIn(wholeWorld, 12);
    expect(zoomedIn.map(totalOf)).toEqual([1, 1]);
    expect(zoomedIn.map((m) => m.invalid).sort()).toEqual([0, 1]);
  });

  it('says the zoom at which a bubble splits', () => {
    const index = indexScans({ points: [rome, { latitude: 41.92, longitude: 12.48 }, athens] });
    const romeBubble = index.marksIn(wholeWorld, 5).find((m) => m.valid === 2);
    const splitAt = index.splitZoomOf(romeBubble ?? { level: 5, cells: [] });
    expect(splitAt).toBeGreaterThan(5);
    expect(index.marksIn([12, 41.5, 13, 42.5], splitAt - 1)).toHaveLength(1);
    expect(index.marksIn([12, 41.5, 13, 42.5], splitAt)).toHaveLength(2);
  });

  it('keeps scans of one place together at every zoom', () => {
    const index = indexScans({ points: [rome, rome, { ...rome, valid: false }] });
    expect(index.marksIn(wholeWorld, 20)).toEqual([
      expect.objectContaining({ valid: 2, invalid: 1 }),
    ]);
  });

  it('merges the server clusters further and keeps their counts', () => {
    const clusters = [
      { ...rome, valid: 900, invalid: 100 },
      { latitude: 42, longitude: 12.6, valid: 50, invalid: 7 },
    ];
    const index = indexScans({ clusters });
    expect(index.marksIn(wholeWorld, 2)).toEqual([
      expect.objectContaining({ valid: 950, invalid: 107 }),
    ]);
    expect(index.marksIn(wholeWorld, 12)).toHaveLength(2);
  });

  it('answers only for the view asked, also across the date line', () => {
    const fiji = { latitude: -17.7, longitude: 178.4 };
    const samoa = { latitude: -13.8, longitude: -172.1 };
    const index = indexScans({ points: [rome, athens, fiji, samoa] });
    expect(index.marksIn([10, 40, 15, 43], 10)).toEqual([expect.objectContaining({ valid: 1 })]);
    expect(index.marksIn([170, -25, -165, -5], 6)).toHaveLength(2);
  });

  it('keeps marks fixed to the world while the view moves', () => {
    const index = indexScans({ points: [rome, { latitude: 41.7, longitude: 12.2 }] });
    const keys = (box: [number, number, number, number]) => index.marksIn(box, 6).map((m) => m.key);
    expect(keys([5, 35, 20, 45])).toEqual(keys([8, 38, 25, 48]));
  });

  it('never leaves two marks nearer than a grid square', () => {
    const marks = indexScans({ points: generatedAround(41.9, 12.5, 2_000) }).marksIn(wholeWorld, 5);
    const worldPx = 256 * 2 ** 5;
    const px = (m: { latitude: number; longitude: number }) =>
      [mercatorX(m.longitude) * worldPx, mercatorY(m.latitude) * worldPx] as const;
    for (const a of marks) {
      for (const b of marks) {
        if (a !== b)
          expect(Math.hypot(px(a)[0] - px(b)[0], px(a)[1] - px(b)[1])).toBeGreaterThanOrEqual(56);
      }
    }
    expect(totalOf(sumCounts(marks))).toBe(2_000);
  });

  it('draws nothing for no scans', () => {
    expect(indexScans({ points: [] }).marksIn(wholeWorld, 5)).toEqual([]);
    expect(sumCounts([])).toEqual({ valid: 0, invalid: 0 });
  });

  it('keeps a million scans to a few hundred marks per view, quickly', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const points = Array.from({ length: 1_000_000 }, () => ({
      latitude: 30 + random() * 15,
      longitude: -5 + random() * 40,
      valid: random() > 0.1,
    }));
    const started = performance.now();
    const index = indexScans({ points });
    const marks = index.marksIn(wholeWorld, 5);
    const elapsed = performance.now() - started;
    expect(marks.length).toBeLessThan(500);
    expect(totalOf(sumCounts(marks))).toBe(1_000_000);
    // Generous for a shared 2-core machine; supercluster took about 9 s here to index them.
    expect(elapsed).toBeLessThan(3_000);
  }, 60_000);
});

describe('the view of a map', () => {
  it('spans the degrees its pixels cover at a zoom', () => {
    // At zoom 1 the world is 512 px wide: 256 px is half of it, 180 degrees.
    const [west, south, east, north] = viewBox([0, 0], 1, 256, 256);
    expect(west).toBeCloseTo(-90);
    expect(east).toBeCloseTo(90);
    expect(south).toBeCloseTo(-66.51, 1);
    expect(north).toBeCloseTo(66.51, 1);
  });

  it('crosses the date line, and is the whole world when the map is wider than it', () => {
    const [west, , east] = viewBox([0, 179], 4, 512, 256);
    expect(west).toBeGreaterThan(east);
    expect(viewBox([0, 0], 0, 1024, 512)).toEqual([
      -180,
      expect.any(Number),
      180,
      expect.any(Number),
    ]);
    expect(viewBox([0, 0], 5, 0, 0)).toEqual(wholeWorld);
  });
});
