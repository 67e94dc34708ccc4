import { describe, expect, it } from 'vitest';
import { fitView, viewBox } from './web-mercator';

const contains = (
  [west, south, east, north]: number[],
  { latitude, longitude }: { latitude: number; longitude: number },
) => longitude >= west! && longitude <= east! && latitude >= south! && latitude <= north!;

describe('a view fitted to scans', () => {
  const scans = [
    { latitude: -23.55, longitude: -46.63 },
    { latitude: -34.6, longitude: -58.38 },
    { latitude: -12.05, longitude: -77.04 },
  ];

  it('holds every scan, on a laptop and on a phone, at the closest whole zoom that does', () => {
    for (const [width, height] of [
      [1200, 400],
      [390, 300],
    ] as const) {
      const fitted = fitView(scans, width, height)!;
      const box = viewBox(fitted.center, fitted.zoom, width, height);
      for (const scan of scans) expect(contains(box, scan)).toBe(true);
      expect(Number.isInteger(fitted.zoom)).toBe(true);
      const closer = viewBox(fitted.center, fitted.zoom + 1, width - 96, height - 96);
      expect(scans.every((scan) => contains(closer, scan))).toBe(false);
    }
  });

  it('stops at zoom 12 for one place, and gives nothing to fit without scans or a width', () => {
    expect(fitView([{ latitude: 41.9, longitude: 12.5 }], 800, 400)).toEqual({
      center: [expect.closeTo(41.9, 6), expect.closeTo(12.5, 6)],
      zoom: 12,
    });
    expect(fitView([], 800, 400)).toBeUndefined();
    expect(fitView(scans, 0, 400)).toBeUndefined();
  });
});
