import { describe, expect, it } from 'vitest';
import { greatCircleKm, isDiverted } from './geo-diversion.schema';

const mumbai = { latitude: 19.076, longitude: 72.8777 };
const delhi = { latitude: 28.6139, longitude: 77.209 };

describe('geo-diversion distances', () => {
  it('measures the great circle: Mumbai to Delhi is about 1,150 km, a place to itself 0', () => {
    expect(greatCircleKm(mumbai, delhi)).toBeGreaterThan(1140);
    expect(greatCircleKm(mumbai, delhi)).toBeLessThan(1160);
    expect(greatCircleKm(mumbai, mumbai)).toBe(0);
    // Antipodes: half the Earth's circumference, without a NaN from rounding past 1.
    expect(
      greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }),
    ).toBeCloseTo(20015, -1);
  });

  it('flags only beyond the threshold (100 km unless told)', () => {
    expect(isDiverted(100)).toBe(false);
    expect(isDiverted(100.5)).toBe(true);
    expect(isDiverted(40, 30)).toBe(true);
  });
});
