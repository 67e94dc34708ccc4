import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  geoDiversionThresholdKm,
  greatCircleKm,
  isDiverted,
  type GeoDiversion,
  type GeoDiversionPoint,
  type ScanRangeQuery,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  type ListColumn,
  type ListQuery,
} from '../../db/list-page';
import { recordScope, scopeConditions, type Caller } from '../../platform/access';
import type { JobTransaction } from '../../platform/jobs';
import { productNames } from '../products';
import type { PlacedScan } from '../scans';
import type { Carrier } from '../trace';
import { geoDiversions } from './geo-diversion.table';

export type GeoDiversionColumn =
  'code' | 'product.productName' | 'consignment.reference' | 'destination.name';

export interface GeoDiversionDeps {
  db: Db;
  /** The trace door's lookup of the consignment that carried a code. */
  carrierOf: (
    tx: JobTransaction,
    code: { codeId: number; companyId: number },
  ) => Promise<Carrier | undefined>;
  thresholdKm?: number;
}

const columns: Record<GeoDiversionColumn, ListColumn> = {
  code: geoDiversions.code,
  'product.productName': {
    column: productNames.productName,
    searched: (pattern) =>
      sql`${geoDiversions.productId} in (select ${productNames.id} from ${productNames} where ${productNames.productName} ilike ${pattern})`,
  },
  'consignment.reference': geoDiversions.consignmentReference,
  'destination.name': geoDiversions.destinationName,
};
const sortable: Record<GeoDiversionColumn | 'createdDate', AnyColumn | SQL> = {
  code: geoDiversions.code,
  'product.productName': productNames.productName,
  'consignment.reference': geoDiversions.consignmentReference,
  'destination.name': geoDiversions.destinationName,
  createdDate: geoDiversions.scannedAt,
};

/** To 0.1 degree (about 11 km): a region, not a home (the scan page's previous place is rounded alike). */
const rough = (degrees: number) => Math.round(degrees * 10) / 10;

/** Most flagged points the map is sent: the newest. Diversions are rare; this bounds a bad year. */
export const mapPointLimit = 5000;

/**
 * Geo-diversion (decision 0327): flags a placed scan far from its consignment's destination; lists
 * and maps the flags.
 */
export function geoDiversionService({
  db,
  carrierOf,
  thresholdKm = geoDiversionThresholdKm,
}: GeoDiversionDeps) {
  return {
    /** The scans module's place listener: runs in the transaction that stores the place. */
    async check(tx: JobTransaction, scan: PlacedScan): Promise<void> {
      const carrier = await carrierOf(tx, scan);
      if (!carrier) return;
      const distanceKm = greatCircleKm(
        { latitude: scan.place.lat, longitude: scan.place.lng },
        carrier.destination,
      );
      if (!isDiverted(distanceKm, thresholdKm)) return;
      await tx
        .insert(geoDiversions)
        .values({
          scanId: scan.scanId,
          companyId: scan.companyId,
          customerId: scan.customerId,
          codeId: scan.codeId,
          code: scan.code,
          productId: scan.productId,
          consignmentId: carrier.consignmentId,
          consignmentReference: carrier.reference,
          destinationName: carrier.destination.name,
          destinationLatitude: carrier.destination.latitude,
          destinationLongitude: carrier.destination.longitude,
          scanLatitude: scan.place.lat,
          scanLongitude: scan.place.lng,
          distanceKm,
          scannedAt: scan.scannedAt,
        })
        .onConflictDoNothing();
    },

    /** A page of the caller's geo-diversions, newest first unless sorted. */
    async list(
      caller: Caller,
      query: ListQuery<GeoDiversionColumn>,
    ): Promise<{ data: GeoDiversion[]; totalElements: number }> {
      const where = and(
        ...scopeConditions(recordScope(caller), geoDiversions.companyId, geoDiversions.customerId),
        listFilter(columns, query),
      );
      const { limit, offset } = limitOf(query);
      const from = sql`${geoDiversions} left join ${productNames} on ${productNames.id} = ${geoDiversions.productId}`;
      const [rows, total] = await Promise.all([
        db
          .select({ row: geoDiversions, productName: productNames.productName })
          .from(geoDiversions)
          .leftJoin(productNames, eq(productNames.id, geoDiversions.productId))
          .where(where)
          .orderBy(...listOrder(sortable, query.sort, geoDiversions.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, geoDiversions, where, undefined, from),
      ]);
      const data = rows.map(({ row, productName }) => ({
        id: row.id,
        code: row.code,
        product: productName === null ? null : { productName },
        consignment: { reference: row.consignmentReference },
        destination: {
          name: row.destinationName,
          latitude: row.destinationLatitude,
          longitude: row.destinationLongitude,
        },
        scanPlace: { latitude: rough(row.scanLatitude), longitude: rough(row.scanLongitude) },
        distanceKm: Math.round(row.distanceKm),
        createdDate: row.scannedAt.toISOString(),
      }));
      return { data, totalElements: total.total };
    },

    /** The flagged scans of the main dashboard's map between two days of the asker's calendar. */
    async points(caller: Caller, range: ScanRangeQuery): Promise<GeoDiversionPoint[]> {
      const zone = range.timeZone ?? 'UTC';
      const rows = await db
        .select({
          lat: geoDiversions.scanLatitude,
          lng: geoDiversions.scanLongitude,
          km: geoDiversions.distanceKm,
          destination: geoDiversions.destinationName,
        })
        .from(geoDiversions)
        .where(
          and(
            ...scopeConditions(
              recordScope(caller),
              geoDiversions.companyId,
              geoDiversions.customerId,
            ),
            sql`${geoDiversions.scannedAt} >= (${range.startDate}::date)::timestamp at time zone ${zone}`,
            sql`${geoDiversions.scannedAt} < (${range.endDate}::date + 1)::timestamp at time zone ${zone}`,
          ),
        )
        .orderBy(sql`${geoDiversions.scannedAt} desc`)
        .limit(mapPointLimit);
      return rows.map((row) => ({
        latitude: rough(row.lat),
        longitude: rough(row.lng),
        distanceKm: Math.round(row.km),
        destination: row.destination,
      }));
    },
  };
}
export type GeoDiversionService = ReturnType<typeof geoDiversionService>;
