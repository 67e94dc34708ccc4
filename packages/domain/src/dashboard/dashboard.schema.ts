import * as v from 'valibot';
import { requiredIsoDate } from '../dates/date-fields.schema';
import { notAfterField } from '../fields/form-checks';
import { timeZoneField } from '../report/report.schema';

/** The scan dashboard's Start and End (spec 000 sections 2.6 and 5): start not after end. */
export const ScanRangeSchema = v.pipe(
  v.object({ startDate: requiredIsoDate(), endDate: requiredIsoDate() }),
  notAfterField('startDate', 'endDate'),
);
export type ScanRange = v.InferOutput<typeof ScanRangeSchema>;

/**
 * The scan dashboard's calls: Start and End are calendar days in the asker's time zone (ours,
 * the browser's; UTC when absent), End included, as the report forms read theirs.
 */
export const ScanRangeQuerySchema = v.pipe(
  v.object({ startDate: requiredIsoDate(), endDate: requiredIsoDate(), timeZone: timeZoneField }),
  notAfterField('startDate', 'endDate'),
);
export type ScanRangeQuery = v.InferOutput<typeof ScanRangeQuerySchema>;

/** One point of the scan maps; the dedicated valid/invalid calls carry only the position. */
export const ScanPointSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  valid: v.optional(v.boolean()),
});
export type ScanPoint = v.InferOutput<typeof ScanPointSchema>;

/**
 * Scans pre-clustered by the server (a year of scans is too many points to send): one
 * position with how many valid and invalid scans it stands for.
 */
export const ScanClusterSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  valid: v.pipe(v.number(), v.integer(), v.minValue(0)),
  invalid: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ScanCluster = v.InferOutput<typeof ScanClusterSchema>;

const countField = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A map of a period's scans: the clusters of the located ones, and how many scans the period
 * holds and how many of them carry a place, so the map can say what it leaves out (decision 0373:
 * a map of 27 scans beside a tile of 202, with nothing saying why).
 */
export const ScanMapFiguresSchema = v.object({
  clusters: v.array(ScanClusterSchema),
  /** Every scan of the period, located or not: the scan dashboard's total. */
  total: countField,
  /** The scans of the period with a latitude and longitude: the clusters' counts summed. */
  located: countField,
});
export type ScanMapFigures = v.InferOutput<typeof ScanMapFiguresSchema>;

/** Reply of `GET dashboard/report/product-scan-details` (spec 000 section 3). */
export const ScanDashboardSchema = v.object({
  barChartCountList: v.array(v.object({ date: v.string(), count: v.number() })),
  weekDayCountDTOList: v.array(v.object({ day: v.string(), count: v.number() })),
  totalProductScan: v.number(),
  averageProductScan: v.number(),
});
export type ScanDashboard = v.InferOutput<typeof ScanDashboardSchema>;

/** The average is shown to 2 decimals. */
export const formatAverageScans = (average: number): string => average.toFixed(2);

/**
 * "Number of scanned product categories" is a fixed 2 in the spec, not read from the
 * server; kept as a named constant so the oddity is visible where it is used.
 */
export const scannedProductCategories = 2;

/**
 * "Number of product scan per day" bars are coloured by weekday from a seven-colour palette
 * (spec 000 section 2.6; the colours are ours). Index 0 is Sunday, as Date.getDay() counts.
 */
export const weekdayPalette = [
  '#d32f2f',
  '#1976d2',
  '#388e3c',
  '#f57c00',
  '#7b1fa2',
  '#0097a7',
  '#5d4037',
] as const;
export const weekdayColor = (date: Date): string =>
  weekdayPalette[date.getUTCDay()] ?? weekdayPalette[0];

/** Marker colours of the scan maps: green valid, red invalid (spec 000 section 9). */
export const scanMarkerTone = (point: Pick<ScanPoint, 'valid'>): 'valid' | 'invalid' =>
  point.valid === false ? 'invalid' : 'valid';

/**
 * A flood of unknown-code lookups (decision 0339): while one lasts, every client's guess costs
 * more. platform: codes that name no company (the scan page); company: Digital Links under the
 * company's GTINs. The main dashboard lists the last week's.
 */
export const LookupFloodSchema = v.object({
  scope: v.picklist(['platform', 'company']),
  /** The company whose GTINs were guessed at; null for the platform's. */
  companyName: v.nullable(v.string()),
  startedAt: v.string(),
  lastSeenAt: v.string(),
  /** The most unknown lookups in one ten-minute window of the flood. */
  peakLookups: v.number(),
  /** Still going: seen within the last ten minutes. */
  active: v.boolean(),
});
export type LookupFlood = v.InferOutput<typeof LookupFloodSchema>;
