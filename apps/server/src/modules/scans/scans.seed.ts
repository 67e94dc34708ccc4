import type { PastScan } from './past-scans';

/** Towns the demo's products were scanned in: around the main dashboard's centre, and at home in India. */
const towns = [
  { lat: 37.5, lng: 15.09 }, // Catania
  { lat: 38.12, lng: 13.36 }, // Palermo
  { lat: 35.9, lng: 14.51 }, // Valletta
  { lat: 38.11, lng: 15.65 }, // Reggio Calabria
  { lat: 41.12, lng: 16.87 }, // Bari
  { lat: 38.25, lng: 21.73 }, // Patras
  { lat: 36.81, lng: 10.18 }, // Tunis
  { lat: 18.52, lng: 73.86 }, // Pune
  { lat: 19.08, lng: 72.88 }, // Mumbai
  { lat: 28.61, lng: 77.21 }, // Delhi
  { lat: 12.97, lng: 77.59 }, // Bengaluru
];

const dayMs = 24 * 60 * 60 * 1000;

/** The same history on every first start: a small linear congruential sequence, not chance. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * The demo's scan history over the 60 days before `now`: most codes scanned once (genuine),
 * every fifth again days later from another phone (already verified), a few retried at once
 * from the same phone (one session, as the scan rules count it); seven in ten people share
 * their place, near `townOf(index)` when the caller knows where the unit went (else in one of
 * `towns`). Each scan goes through the platform's own scan path (see past-scans.ts).
 */
export async function seedDemoScans(
  replay: (scan: PastScan) => Promise<unknown>,
  codes: readonly string[],
  now: Date,
  townOf: (index: number) => { lat: number; lng: number } | undefined = () => undefined,
): Promise<number> {
  const next = sequence(42);
  const planned: PastScan[] = [];
  codes.forEach((raw, index) => {
    const device = { id: `demo-phone-${index}`, address: `198.51.100.${index % 250}` };
    const at = new Date(now.getTime() - (1 + next() * 59) * dayMs);
    const drawn = towns[Math.floor(next() * towns.length)]!;
    const town = townOf(index) ?? drawn;
    const place =
      next() < 0.7
        ? { lat: town.lat + (next() - 0.5) * 0.2, lng: town.lng + (next() - 0.5) * 0.2 }
        : undefined;
    planned.push(place ? { raw, device, at, place } : { raw, device, at });
    if (index % 5 === 0) {
      const later = new Date(
        Math.min(at.getTime() + (1 + next() * 10) * dayMs, now.getTime() - 60_000),
      );
      planned.push({
        raw,
        device: { id: `second-phone-${index}`, address: `203.0.113.${index % 250}` },
        at: later,
      });
    }
    if (index % 17 === 0) planned.push({ raw, device, at: new Date(at.getTime() + 90_000) });
  });
  // In the order they happened, as the scan path met them.
  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const scan of planned) await replay(scan);
  return planned.length;
}
