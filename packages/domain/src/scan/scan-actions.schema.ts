import * as v from 'valibot';
import { mobileLimits, requiredDigits } from '../fields/fields.schema';
import { requiredEmail, requiredText } from '../text/text.schema';

/** The place a person chose to share for a scan (the browser's geolocation), in degrees and metres. */
export const ScanLocationSchema = v.object({
  lat: v.pipe(v.number('Latitude must be a number'), v.minValue(-90, 'Latitude is between -90 and 90'), v.maxValue(90, 'Latitude is between -90 and 90')),
  lng: v.pipe(v.number('Longitude must be a number'), v.minValue(-180, 'Longitude is between -180 and 180'), v.maxValue(180, 'Longitude is between -180 and 180')),
  accuracyM: v.optional(v.pipe(v.number('Accuracy must be a number'), v.minValue(0, 'Accuracy cannot be negative'), v.maxValue(1_000_000, 'Accuracy is at most 1,000 km'))),
});
export type ScanLocation = v.InferOutput<typeof ScanLocationSchema>;

/** A not-genuine product reported from the scan page: becomes an invalid scan (spec 002). */
export const InvalidScanReportSchema = v.object({
  name: requiredText(100),
  email: requiredEmail(100),
  mobile: requiredDigits(mobileLimits),
});
export type InvalidScanReport = v.InferOutput<typeof InvalidScanReportSchema>;
