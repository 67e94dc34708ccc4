import type { ScanCluster, ScanPoint } from '@veritag/domain';

/** A seeded random source (Park-Miller): the same scans on every run, so stories can assert counts. */
const seededRandom = (seed: number) => {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
};

// Cities around the Mediterranean, where the dashboard opens; scans gather around them.
const cities: [number, number][] = [
  [41.9, 12.5],
  [37.98, 23.73],
  [40.42, -3.7],
  [43.3, 5.37],
  [36.8, 10.18],
  [41.01, 28.98],
  [32.08, 34.78],
  [31.2, 29.92],
  [45.46, 9.19],
  [35.9, 14.51],
];

/** `count` scans near the cities, one in ten invalid. */
export function generatedScans(count: number, seed = 19): ScanPoint[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const [latitude, longitude] = cities[Math.floor(random() * cities.length)] ?? cities[0]!;
    // Two uniform draws make a peak in the middle: dense city centres, sparse outskirts.
    return {
      latitude: latitude + (random() + random() - 1) * 1.5,
      longitude: longitude + (random() + random() - 1) * 2,
      valid: random() > 0.1,
    };
  });
}

export const fewScans: ScanPoint[] = [
  { latitude: 41.9, longitude: 12.5, valid: true },
  { latitude: 41.92, longitude: 12.48, valid: true },
  { latitude: 41.88, longitude: 12.52, valid: false },
  { latitude: 37.98, longitude: 23.73, valid: true },
];

/** What the server would send for a year: a few cities, counted already. */
export const serverClusters: ScanCluster[] = [
  { latitude: 41.9, longitude: 12.5, valid: 412_000, invalid: 9_300 },
  { latitude: 40.42, longitude: -3.7, valid: 120_500, invalid: 31_000 },
  { latitude: 37.98, longitude: 23.73, valid: 80_000, invalid: 0 },
  { latitude: 36.8, longitude: 10.18, valid: 0, invalid: 1_250 },
];

/** 27 located scans around São Paulo, Buenos Aires and Lima, 7 invalid: far from the default centre. */
export const southAmericaScans: ScanPoint[] = [
  [-23.55, -46.63],
  [-34.6, -58.38],
  [-12.05, -77.04],
].flatMap(([latitude = 0, longitude = 0], city) =>
  Array.from({ length: 9 }, (_, i) => ({
    latitude: latitude + i * 0.03,
    longitude: longitude - i * 0.02,
    valid: !(i < 2 || (city === 0 && i === 2)),
  })),
);
