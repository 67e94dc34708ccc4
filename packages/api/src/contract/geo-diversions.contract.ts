import * as v from 'valibot';
import {
  access,
  dataPageSchema,
  GeoDiversionPointSchema,
  GeoDiversionSchema,
  geoDiversionColumns,
  ScanRangeQuerySchema,
} from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/**
 * Geo-diversion (decision 0331, ours: the specs show neither call). The list is track-and-trace
 * evidence (Track & Trace, level 1, as the consignments it names); the flagged points are a
 * layer of the main dashboard's map, so they follow that map's rule.
 */
export const geoDiversionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/geo-diversions',
    access: access.company('Track & Trace', 1),
    summary:
      "A page of the company's scans far from their consignment's destination (data, totalElements), newest first, each column searched by Contains.",
    query: listQuery(geoDiversionColumns),
    reply: dataPageSchema(GeoDiversionSchema),
    ours: 'page, size, sort and Contains filters as the other lists; the scan place is rounded to 0.1 degree',
  }),
  map: defineCall({
    method: 'GET',
    path: '/geo-diversions/map',
    access: access.mainDashboard,
    summary:
      'Positions (rounded to 0.1 degree) of the scans flagged as geo-diversions between startDate and endDate, with their distance and destination.',
    query: ScanRangeQuerySchema,
    reply: v.array(GeoDiversionPointSchema),
    ours: 'a third layer of the main dashboard map, beside the valid and invalid scans',
  }),
} as const;
