import * as v from 'valibot';

/** The place a person chose to share for a scan (the browser's geolocation), in degrees and metres. */
export const ScanLocationSchema = v.object({
  lat: v.pipe(
    v.number('Latitude must be a number'),
    v.minValue(-90, 'Latitude is between -90 and 90'),
    v.maxValue(90, 'Latitude is between -90 and 90'),
  ),
  lng: v.pipe(
    v.number('Longitude must be a number'),
    v.minValue(-180, 'Longitude is between -180 and 180'),
    v.maxValue(180, 'Longitude is between -180 and 180'),
  ),
  accuracy: v.optional(
    v.pipe(
      v.number('Accuracy must be a number'),
      v.minValue(0, 'Accuracy cannot be negative'),
      v.maxValue(1_000_000, 'Accuracy is at most 1,000 km'),
    ),
  ),
});
export type ScanLocation = v.InferOutput<typeof ScanLocationSchema>;
