import { and, eq, sql } from 'drizzle-orm';
import {
  codeSpaceCapOf,
  codeSpaceProblem,
  codeSpaceRooms,
  codeTypes,
  type CodeSettings,
  type CodeSpaceRoom,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, fieldError } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import { codeReservations, codeSpaceCounts } from './code-space.table';
import { codes } from './codes.table';

/** How a refusal for want of room reads: the form field it names, and whether the person can pick another length. */
export interface RoomRefusal {
  field?: string;
  lengthChosen?: boolean;
}

/** What a batch has reserved: its settings and how many codes it may hold. */
export interface Reservation {
  codeType: string;
  length: number;
  count: number;
}

const ofBatch = (batch: { kind: string; id: number }) =>
  and(eq(codeReservations.batchKind, batch.kind), eq(codeReservations.batchId, batch.id));

/**
 * A batch's highest seq and its reservation in one round trip: `issue` reads both on every
 * call (every job step), so the reservation check costs the hot path no extra query.
 */
export async function issuingStateOf(
  tx: JobTransaction,
  batch: { kind: string; id: number },
): Promise<{ lastSeq: number; reservation: Reservation | undefined }> {
  const [row] = await tx
    .select({
      lastSeq: sql<number>`(select coalesce(max(${codes.seq}), 0)::int from ${codes} where ${codes.batchKind} = ${batch.kind} and ${codes.batchId} = ${batch.id})`,
      codeType: codeReservations.codeType,
      length: codeReservations.length,
      count: codeReservations.count,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(codeReservations, ofBatch(batch));
  const { lastSeq = 0, codeType, length, count } = row ?? {};
  return {
    lastSeq,
    reservation:
      codeType != null && length != null && count != null ? { codeType, length, count } : undefined,
  };
}

/** Every code type's every length with the room it has left, the platform over. */
export async function roomsOf(db: Db | JobTransaction): Promise<CodeSpaceRoom[]> {
  const rows = await db.select().from(codeSpaceCounts);
  return codeSpaceRooms(
    rows.flatMap((row) => {
      const codeType = codeTypes.find((type) => type === row.codeType);
      return codeType ? [{ codeType, digit: row.length, taken: row.reserved }] : [];
    }),
  );
}

/**
 * Makes sure the batch may hold `total` codes of `settings`, counting only what its reservation
 * lacks (so a resumed or retried job, asking again for codes it already counted, counts nothing).
 * The count rises by one conditional upsert: concurrent callers queue on the (type, length) row
 * until this transaction ends, and each sees the others' committed counts, so together they
 * never pass the cap. Refused with 400 and the room left; the caller's transaction then rolls
 * back whatever it wrote.
 */
export async function reserveRoom(
  tx: JobTransaction,
  batch: { kind: string; id: number },
  settings: CodeSettings,
  total: number,
  { refusal = {}, held }: { refusal?: RoomRefusal; held?: Reservation | null } = {},
): Promise<void> {
  // `held` undefined: not read yet; null: read, and the batch has none.
  if (held === undefined)
    held = (await tx.select().from(codeReservations).where(ofBatch(batch)))[0] ?? null;
  if (held && (held.codeType !== settings.type || held.length !== settings.length)) {
    throw new Error(
      `Batch ${batch.kind}:${batch.id} holds ${held.codeType} codes of ${held.length} characters, not ${settings.type} of ${settings.length}`,
    );
  }
  const more = total - (held?.count ?? 0);
  if (more <= 0) return;
  const cap = codeSpaceCapOf(settings);
  // A first row is inserted without the update's check: a count over the cap never gets that far.
  const raised =
    more > cap
      ? []
      : await tx
          .insert(codeSpaceCounts)
          .values({ codeType: settings.type, length: settings.length, reserved: more })
          .onConflictDoUpdate({
            target: [codeSpaceCounts.codeType, codeSpaceCounts.length],
            set: { reserved: sql`${codeSpaceCounts.reserved} + excluded.reserved` },
            setWhere: sql`${codeSpaceCounts.reserved} + excluded.reserved <= ${cap}`,
          })
          .returning({ reserved: codeSpaceCounts.reserved });
  if (raised.length === 0) {
    const title =
      codeSpaceProblem(await roomsOf(tx), settings, more, {
        lengthChosen: refusal.lengthChosen ?? true,
      }) ?? 'No room is left for these codes on this platform';
    throw badRequest(title, refusal.field ? [fieldError(refusal.field, title)] : undefined);
  }
  await tx
    .insert(codeReservations)
    .values({
      batchKind: batch.kind,
      batchId: batch.id,
      codeType: settings.type,
      length: settings.length,
      count: total,
    })
    .onConflictDoUpdate({
      target: [codeReservations.batchKind, codeReservations.batchId],
      set: { count: total },
    });
}
