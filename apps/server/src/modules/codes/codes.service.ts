import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { codeSettingsProblem, defaultCodeSettings, type CodeSettings } from '@veritag/domain';
import type { Db, DatabaseKind } from '../../db/database';
import { badRequest } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import { batchKindRegistry } from './batch-kinds';
import { cryptoRandom, generateCodes, type RandomSource } from './code-generator';
import { issuingStateOf, reserveRoom, roomsOf, type RoomRefusal } from './code-space';
import { codes } from './codes.table';
import { copyWriterFor } from './copy-writer';
import { writeChunk } from './write-chunk';

/** The record that owns a batch of codes: `{ kind: 'templateHistory', id: 42 }`. */
export interface CodeBatch {
  kind: string;
  id: number;
}
export interface IssueRequest {
  companyId: number;
  batch: CodeBatch;
  count: number;
  /** Defaults to 12 alphanumeric characters (check character included). */
  settings?: CodeSettings;
}
export interface IssuedCodes {
  count: number;
  /** The codes of the first and last seq issued by this call. */
  first: string;
  last: string;
}
export interface CodeRow {
  seq: number;
  code: string;
}

/** An issued code with its id (what other modules' records point at) and its owner. */
export interface IssuedCode {
  id: number;
  code: string;
  companyId: number;
  batch: CodeBatch;
}
const issuedCodeOf = (row: {
  id: number;
  code: string;
  companyId: number;
  batchKind: string;
  batchId: number;
}): IssuedCode => ({
  id: row.id,
  code: row.code,
  companyId: row.companyId,
  batch: { kind: row.batchKind, id: row.batchId },
});

export interface CodesServiceOptions {
  kind: DatabaseKind;
  /** Tests stub the random source to force collisions. */
  random?: RandomSource;
  /** Codes per COPY and per savepoint: memory stays flat however large the batch. */
  chunkSize?: number;
}

/**
 * PGlite runs a statement on the main thread, so its chunks are smaller: a 20,000-code COPY
 * holds the event loop for about a tenth of a second, not the better part of one.
 */
const defaultChunkSize: Record<DatabaseKind, number> = { postgres: 100_000, pglite: 20_000 };

const batchKey = (batch: CodeBatch) => `${batch.kind}:${batch.id}`;

/** A batch kind goes into COPY's text format unescaped: plain names only. */
const batchKindPattern = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;

/** How many codes a batch holds: its highest seq, as its seqs run from 1 without a gap. */
async function countOf(db: Db | JobTransaction, batch: CodeBatch): Promise<number> {
  const [{ last } = { last: 0 }] = await db
    .select({ last: sql<number>`coalesce(max(${codes.seq}), 0)::int` })
    .from(codes)
    .where(and(eq(codes.batchKind, batch.kind), eq(codes.batchId, batch.id)));
  return last;
}

/** The platform's one code service: every flow that issues codes goes through `issue`. */
export function codesService({
  kind,
  random = cryptoRandom,
  chunkSize = defaultChunkSize[kind],
}: CodesServiceOptions) {
  const copy = copyWriterFor(kind);
  const batchKinds = batchKindRegistry();
  return {
    /** Owners of batches register how their batches read (see BatchFacts); `describeBatch` asks them. */
    registerBatchKind: batchKinds.register,
    describeBatch: batchKinds.describe,

    /**
     * The customer of each code's batch, for flows that check a file of codes against one
     * customer. Each batch is described once, not once per code: a file of 100,000 codes
     * comes from a few batches.
     */
    async customersOfBatches(
      db: Db,
      issued: readonly IssuedCode[],
    ): Promise<(batch: CodeBatch) => number | undefined> {
      const customers = new Map<string, number | undefined>();
      for (const { batch } of issued) {
        const key = batchKey(batch);
        if (!customers.has(key))
          customers.set(key, (await batchKinds.describe(db, batch))?.customerId);
      }
      return (batch) => customers.get(batchKey(batch));
    },

    /**
     * Reserves the platform's room for a batch's `count` codes, in the transaction that saves
     * the batch's record (decision 0357): the save is refused (400, the room left and the length to
     * choose) when the code type and length have no room for them, and `issue` later issues
     * within what was reserved. `refusal` says which form field the refusal names.
     */
    async reserve(
      tx: JobTransaction,
      { batch, count, settings = defaultCodeSettings }: Omit<IssueRequest, 'companyId'>,
      refusal: RoomRefusal = {},
    ): Promise<void> {
      const problem = codeSettingsProblem(settings, count);
      if (problem) throw badRequest(problem);
      await reserveRoom(tx, batch, settings, count, { refusal });
    },

    /** How many more codes each code type and length may take, the platform over (a count, not whose codes they are). */
    rooms: (db: Db | JobTransaction) => roomsOf(db),

    /**
     * Issues exactly `count` new codes to the batch inside the caller's transaction, numbered
     * after the batch's last seq (so a job may issue a batch in several transactions). They
     * commit or roll back with the caller. Codes past the batch's reservation take room as they
     * are issued, and are refused (400) when the platform has none left for them.
     */
    async issue(
      tx: JobTransaction,
      { companyId, batch, count, settings = defaultCodeSettings }: IssueRequest,
    ): Promise<IssuedCodes> {
      const problem = codeSettingsProblem(settings, count);
      if (problem) throw badRequest(problem);
      if (!batchKindPattern.test(batch.kind))
        throw new Error(`'${batch.kind}' is not a batch kind name`);
      // One issuer per batch at a time, so two calls never take the same seqs.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`codes:${batch.kind}`}), ${batch.id})`,
      );
      const { lastSeq, reservation } = await issuingStateOf(tx, batch);
      await reserveRoom(tx, batch, settings, lastSeq + count, { held: reservation ?? null });
      const owner = { companyId, batchKind: batch.kind, batchId: batch.id };
      let first = '';
      let last = '';
      for (let done = 0; done < count; done += chunkSize) {
        const size = Math.min(chunkSize, count - done);
        // Generated per chunk: a million codes never sit in memory at once.
        const written = await writeChunk(
          tx,
          copy,
          owner,
          lastSeq + done + 1,
          generateCodes(size, settings, random),
          settings,
          random,
        );
        if (done === 0) first = written[0]!;
        last = written[size - 1]!;
        // PGlite's queries resolve without ever giving timers and sockets a turn: without this,
        // a million codes would hold the event loop (every request) for the whole batch.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { count, first, last };
    },

    countOf,

    /** A batch's codes in seq order, `chunkSize` rows at a time (after `afterSeq` when resuming). */
    async *codesOf(
      db: Db | JobTransaction,
      batch: CodeBatch,
      { afterSeq = 0, size = 10_000 } = {},
    ): AsyncGenerator<CodeRow[]> {
      for (let after = afterSeq; ;) {
        const rows = await db
          .select({ seq: codes.seq, code: codes.code })
          .from(codes)
          .where(
            and(eq(codes.batchKind, batch.kind), eq(codes.batchId, batch.id), gt(codes.seq, after)),
          )
          .orderBy(asc(codes.seq))
          .limit(size);
        if (rows.length === 0) return;
        yield rows;
        after = rows.at(-1)!.seq;
        if (rows.length < size) return;
      }
    },

    /**
     * The issued codes among `wanted`, with their ids and owners, in one statement however
     * many are asked (the text travels as one parameter and is split in SQL): codes the
     * platform never issued are simply not in the answer.
     */
    async findMany(db: Db | JobTransaction, wanted: readonly string[]): Promise<IssuedCode[]> {
      if (wanted.length === 0) return [];
      const rows = await db
        .select({
          id: codes.id,
          code: codes.code,
          companyId: codes.companyId,
          batchKind: codes.batchKind,
          batchId: codes.batchId,
        })
        .from(codes)
        .where(sql`${codes.code} in (select unnest(string_to_array(${wanted.join('\n')}, E'\n')))`);
      return rows.map(issuedCodeOf);
    },

    /** The first `limit` codes of a batch in print order (the demo's scan history picks its codes so). */
    async ofBatch(
      db: Db | JobTransaction,
      batch: { kind: string; id: number },
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .select({ code: codes.code })
        .from(codes)
        .where(and(eq(codes.batchKind, batch.kind), eq(codes.batchId, batch.id)))
        .orderBy(codes.seq)
        .limit(limit);
      return rows.map((row) => row.code);
    },

    /** One issued code by its id, or undefined. */
    async findById(db: Db | JobTransaction, id: number): Promise<IssuedCode | undefined> {
      const [row] = await db
        .select({
          id: codes.id,
          code: codes.code,
          companyId: codes.companyId,
          batchKind: codes.batchKind,
          batchId: codes.batchId,
        })
        .from(codes)
        .where(eq(codes.id, id));
      return row && issuedCodeOf(row);
    },

    /** The code as issued, with its owner, or undefined when the platform never issued it. */
    async find(db: Db | JobTransaction, code: string) {
      const [row] = await db
        .select({
          code: codes.code,
          companyId: codes.companyId,
          batchKind: codes.batchKind,
          batchId: codes.batchId,
          seq: codes.seq,
          createdDate: codes.createdDate,
        })
        .from(codes)
        .where(eq(codes.code, code));
      return (
        row && {
          code: row.code,
          companyId: row.companyId,
          batch: { kind: row.batchKind, id: row.batchId },
          seq: row.seq,
          createdDate: row.createdDate,
        }
      );
    },
  };
}
export type CodesService = ReturnType<typeof codesService>;
