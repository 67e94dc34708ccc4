import * as v from 'valibot';

/**
 * Geo-diversion (decision 0327): a consumer scan far from the destination of the consignment that
 * carried the code, the mark of goods shipped to one market turning up in another.
 */

/**
 * How far from its consignment's destination a scan must be to be flagged. A distributor
 * serves its region (a city and its surroundings); a phone's shared place is seldom off by
 * more than a few km. One platform-wide figure until a company asks for its own.
 */
export const geoDiversionThresholdKm = 100;

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between two places (haversine, on the mean Earth radius). */
export function greatCircleKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a scan this far from its consignment's destination is a diversion. */
export const isDiverted = (distanceKm: number, thresholdKm = geoDiversionThresholdKm): boolean =>
  distanceKm > thresholdKm;

/** A place as the lists show it: to 0.1 degree (about 11 km), enough to name a region and not a home. */
const PlaceSchema = v.object({ latitude: v.number(), longitude: v.number() });

/** One row of the Geo-Diversions list. */
export const GeoDiversionSchema = v.object({
  id: v.number(),
  code: v.string(),
  product: v.nullish(v.object({ productName: v.string() })),
  consignment: v.object({ reference: v.string() }),
  destination: v.object({ name: v.string(), latitude: v.number(), longitude: v.number() }),
  scanPlace: PlaceSchema,
  /** Whole km. */
  distanceKm: v.number(),
  /** When the code was scanned. */
  createdDate: v.string(),
});
export type GeoDiversion = v.InferOutput<typeof GeoDiversionSchema>;

/** A flagged scan on the dashboard map: where it was scanned (rounded), and where its consignment went. */
export const GeoDiversionPointSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  distanceKm: v.number(),
  destination: v.string(),
});
export type GeoDiversionPoint = v.InferOutput<typeof GeoDiversionPointSchema>;

/** The list's searchable, sortable columns (ours). */
export const geoDiversionColumns = [
  'code',
  'product.productName',
  'consignment.reference',
  'destination.name',
] as const;
