import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@veritag/domain';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Db } from '../../db/database';
import { batchConcurrency, preparedStatement } from '../../db/prepared-statements';
import { gateOpen, type PlatformEventInput, type PlatformOutbox } from '../../platform/outbox';
import {
  byPosition,
  scanColumnArrays,
  scanInput,
  scanInputColumns,
  storedScans,
  storeKnownBatch,
  type StoreRow,
} from './scan-rows';

/** What the scan path asks of the outbox. */
export type ScanOutbox = Pick<
  PlatformOutbox,
  'wants' | 'wantedOf' | 'recordPlatformEvents' | 'announcedStatement'
>;

/** The events a stored scan reports: every scan, and the very first session of a code. */
export const announcedTypes: readonly WebhookEventType[] = ['scan.recorded', 'scan.first'];

// The events' data, as `eventDataOf` builds it on the transaction path; `scannedAt` is the
// ISO form of the scan's time (milliseconds, UTC), as Date.toISOString writes it.
const eventData = `jsonb_build_object('scanId', i.id, 'code', i.code, 'verdict', i.verdict,
  'reason', i.reason, 'session', i.session, 'startsSession', i.starts_session,
  'customerId', i.customer_id, 'productId', i.product_id,
  'scannedAt', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** A batch of scans, their events and their deliveries as one statement (decision 0462). */
const scansInOneStatement = {
  input: scanInput,
  writes: storedScans(gateOpen),
  events: `select i.ord * 2 as position, i.company_id, 'scan.recorded'::text as type, ${eventData} as data
      from input i join stored s on s.id = i.id
    union all
    select i.ord * 2 + 1, i.company_id, 'scan.first'::text, ${eventData}
      from input i join stored s on s.id = i.id where i.starts_session and i.session = 1`,
  result: `select i.ord, i.id, s.id is not null as stored, ${gateOpen} as open
    from input i left join stored s on s.id = i.id`,
  paramCount: scanInputColumns,
};

/**
 * Scans their company's webhooks hear of (decision 0452): stored with their events,
 * scan.recorded and, for a code's very first session, scan.first, so a scan is announced
 * exactly when it is stored. Batched as the plain insert is (decision 0454), and each batch
 * one statement with its events and deliveries while a pump is on its way (decision 0462);
 * when the statement's gate is closed (the first scan after a quiet spell: no pump queued),
 * the batch goes in a transaction that queues one.
 */
const batches = new WeakMap<object, (row: StoreRow) => Promise<number | undefined>>();
export function announcedScans(db: Db, outbox: ScanOutbox) {
  let batch = batches.get(outbox);
  if (!batch) {
    const announced = outbox.announcedStatement(scansInOneStatement);
    const oneStatement =
      announced &&
      preparedStatement<'ord' | 'id' | 'stored' | 'open'>(
        db,
        'scan_store_announced',
        announced.text,
      );
    batch = batchWhileBusy<StoreRow, number | undefined>(
      async (rows) => {
        if (oneStatement) {
          const companies = [...new Set(rows.map((row) => row[2]))];
          const answered = await oneStatement(
            announced.params(scanColumnArrays(rows), {
              companies,
              types: announcedTypes,
              wanted: outbox.wantedOf(companies, announcedTypes),
              now: new Date(),
            }),
          );
          if (answered[0]?.open === 't')
            return byPosition(rows.length, answered).map((row) =>
              row?.stored === 't' ? Number(row.id) : undefined,
            );
        }
        return storeInTransaction(db, rows, outbox);
      },
      { concurrency: batchConcurrency(db), maxBatch: 64 },
    );
    batches.set(outbox, batch);
  }
  return batch;
}

/** `text` with its `$n` placeholders bound to `params`, for a statement run inside a transaction. */
const bound = (text: string, params: readonly unknown[]) =>
  sql.join(
    text
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql.raw(''),
  );

/** The batch in a transaction: its scans, then their events through the outbox, which fans them out and queues pumps. */
async function storeInTransaction(
  db: Db,
  rows: StoreRow[],
  outbox: Pick<PlatformOutbox, 'recordPlatformEvents'>,
): Promise<(number | undefined)[]> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(
      bound(storeKnownBatch, scanColumnArrays(rows)),
    )) as unknown as {
      rows: { ord: string | number; id: string | number; stored: boolean | string }[];
    };
    const ids = new Array<number | undefined>(rows.length).fill(undefined);
    for (const row of inserted.rows)
      if (row.stored === true || row.stored === 't') ids[Number(row.ord) - 1] = Number(row.id);
    const events: PlatformEventInput[] = [];
    rows.forEach((row, i) => {
      const scanId = ids[i];
      if (scanId === undefined) return;
      const [code, , companyId, customerId, productId, verdict, reason, , , session, starts, at] =
        row;
      const data = {
        scanId,
        code,
        verdict,
        reason,
        session,
        startsSession: starts,
        customerId,
        productId,
        scannedAt: at,
      };
      events.push({ companyId, type: 'scan.recorded', data });
      if (starts && session === 1) events.push({ companyId, type: 'scan.first', data });
    });
    await outbox.recordPlatformEvents(tx, events);
    return ids;
  });
}
