import { createHash } from 'node:crypto';
import path from 'node:path';
import * as v from 'valibot';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { destinationAddress } from '@veritag/domain';
import type { Db } from '../../db/database';
import { defineJob, JobFailure, type JobContext } from '../../platform/jobs';
import type { TextSeal } from '../../platform/sealed-text';
import type { FilesService } from '../files';
import { CsvProblem, jobFileName, partBytes, partsOf, readCsvRows } from './csv-rows';
import { DeliveryProblem, dropFolderTransport, remoteTransport, type Transport } from './delivery';
import { printingDestinations, printingJobFiles, printingJobs } from './printing-jobs.table';

/** Files of this purpose are printing jobs' CSVs and job files; the module serves them. */
export const printingJobFilePurpose = 'printing-job';
/** How a delivery that found no printer destination reads on the job. */
export const dropFolderLabel = 'the local drop folder';

export interface PrintingJobsDeps {
  db: Db;
  files: FilesService;
  seal: TextSeal;
  /** The local drop folder: job files of a job without a printer destination go to `<dropDir>/company-<id>/`. */
  dropDir: string;
}

/** The associated data a printer password is sealed with: it opens only on its own destination. */
export const sealContext = (companyId: number, kind: 'vendor' | 'plant', ownerId: number) =>
  `printer:${companyId}:${kind}:${ownerId}`;

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const JobInput = v.object({ jobId: v.number() });

/**
 * The split: reads the stored CSV and writes its rows into `noOfJob` job files, each stored and
 * recorded in its own step, then marks the job COMPLETED.
 */
export function prepareJob({ db, files }: PrintingJobsDeps) {
  return defineJob<typeof JobInput, { made: number }>({
    name: 'printingJobs.prepare',
    input: JobInput,
    checkpoint: v.object({ made: v.number() }),
    writes: "the job files (stored_files and printing_job_files) and the job's COMPLETED status",
    resumes:
      'each job file is stored and recorded in one step; a restart skips the files recorded and makes the rest (the bytes of one cut off half way are never recorded and are swept at start); COMPLETED is set last',
    failedReason: 'The job files could not be made',
    retries: { limit: 5, delaySeconds: 1, backoff: false },
    timeoutMinutes: 30,
    async run(ctx, { jobId }) {
      const [job] = await db.select().from(printingJobs).where(eq(printingJobs.id, jobId));
      if (!job) throw new JobFailure('the printing job no longer exists');
      if (job.status === 'COMPLETED') return;
      let upload: Buffer;
      try {
        upload = await bytesOf((await files.read(job.fileId)).stream);
      } catch {
        throw new JobFailure("the job's CSV file is missing from storage");
      }
      let csv;
      try {
        csv = readCsvRows(upload);
      } catch (error) {
        if (error instanceof CsvProblem) throw new JobFailure(error.message);
        throw error;
      }
      const parts = partsOf(csv.count, job.noOfJob);
      const made = new Set(
        (
          await db
            .select({ part: printingJobFiles.part })
            .from(printingJobFiles)
            .where(eq(printingJobFiles.jobId, jobId))
        ).map((row) => row.part),
      );
      for (let index = 0; index < parts.length; index++) {
        const part = index + 1;
        if (made.has(part)) continue;
        const { first, rows } = parts[index]!;
        const bytes = partBytes(upload, csv, first, rows);
        const name = jobFileName(jobId, part, parts.length);
        const staged = await files.store(
          { buffer: bytes, contentType: 'text/csv', extension: 'csv', originalName: name },
          printingJobFilePurpose,
          job.companyId,
        );
        try {
          await ctx.step(
            { checkpoint: { made: part }, done: part, total: parts.length },
            async (tx) => {
              await staged.record(tx);
              await tx.insert(printingJobFiles).values({
                jobId,
                part,
                fileId: staged.id,
                name,
                rows,
                bytes: bytes.length,
                sha256: createHash('sha256').update(bytes).digest('hex'),
              });
            },
          );
        } catch (error) {
          await staged.discard();
          throw error;
        }
      }
      await ctx.step(
        { checkpoint: { made: parts.length }, done: parts.length, total: parts.length },
        (tx) =>
          tx.update(printingJobs).set({ status: 'COMPLETED' }).where(eq(printingJobs.id, jobId)),
      );
    },
  });
}

/** Automatic retries of a delivery that failed for a reason that may pass (a printer's server down, a network cut). */
export const deliveryRetries = { limit: 3, delaySeconds: 5, backoff: true } as const;

/**
 * The delivery: puts each job file not yet on this destination onto it (FTP, FTPS, SFTP or the
 * local drop folder), one step per file, then marks the job SENT.
 */
export function deliverJob({ db, files, seal, dropDir }: PrintingJobsDeps) {
  return defineJob<typeof JobInput, { sent: number }>({
    name: 'printingJobs.deliver',
    input: JobInput,
    checkpoint: v.object({ sent: v.number() }),
    writes:
      "the job files on the printer's server or in the drop folder, each file's sent_to and the job's SENT status",
    resumes:
      'each file is put under a temporary name and renamed, then marked sent in a step; a restart skips files marked sent to the same address and sends the rest, so a file cut off half way is sent again under the same name and the printer never sees half of it (one renamed just before a kill -9 is sent once more: at least once, never half)',
    failedReason: 'The job could not be sent to the printer',
    retries: deliveryRetries,
    timeoutMinutes: 60,
    concurrency: 2,
    async run(ctx, { jobId }) {
      const [job] = await db.select().from(printingJobs).where(eq(printingJobs.id, jobId));
      if (!job) throw new JobFailure('the printing job no longer exists');
      if (job.printingStatus !== 'SENDING' || job.deliveryRunId !== ctx.runId) return;
      const target = await destinationOf(job);
      const parts = await db
        .select()
        .from(printingJobFiles)
        .where(eq(printingJobFiles.jobId, jobId))
        .orderBy(asc(printingJobFiles.part));
      if (parts.length !== job.noOfJob) throw new JobFailure('its job files are not all made');
      let sent = parts.filter((part) => part.sentTo === target.address).length;
      const pending = parts.filter((part) => part.sentTo !== target.address);
      ctx.progress(sent, parts.length);
      let transport: Transport | undefined;
      try {
        if (pending.length > 0) transport = await target.open(ctx.signal);
        for (const part of pending) {
          const bytes = await bytesOf((await files.read(part.fileId)).stream).catch(() => {
            throw new JobFailure(`job file ${part.part} is missing from storage`);
          });
          await transport!.put(part.name, bytes);
          sent += 1;
          await ctx.step(
            { checkpoint: { sent: part.part }, done: sent, total: parts.length },
            (tx) =>
              tx
                .update(printingJobFiles)
                .set({ sentTo: target.address, sentDate: sql`now()` })
                .where(
                  and(eq(printingJobFiles.jobId, jobId), eq(printingJobFiles.part, part.part)),
                ),
          );
        }
      } catch (error) {
        if (!(error instanceof DeliveryProblem)) throw error;
        // Out of retries, or a reason no retry mends: the user reads this sentence.
        if (error.permanent || ctx.attempt > deliveryRetries.limit)
          throw new JobFailure(error.message);
        await db
          .update(printingJobs)
          .set({ deliveryNote: `Attempt ${ctx.attempt} failed: ${error.message}; trying again` })
          .where(eq(printingJobs.id, jobId));
        throw error;
      } finally {
        await transport?.close();
      }
      await ctx.step(
        { checkpoint: { sent: parts.length }, done: parts.length, total: parts.length },
        (tx) =>
          tx
            .update(printingJobs)
            .set({
              printingStatus: 'SENT',
              sentTo: target.address,
              sentDate: sql`now()`,
              deliveryNote: null,
            })
            .where(eq(printingJobs.id, jobId)),
      );
    },
  });

  /** The job's vendor's or plant's printer destination as it is now, else the local drop folder. */
  async function destinationOf(job: typeof printingJobs.$inferSelect) {
    const ownerId =
      job.destinationKind === 'vendor'
        ? job.vendorId
        : job.destinationKind === 'plant'
          ? job.plantId
          : null;
    if (job.destinationKind && ownerId === null)
      throw new JobFailure(`the ${job.destinationKind} it is printed by was deleted`);
    const [row] =
      job.destinationKind && ownerId !== null
        ? await db
            .select()
            .from(printingDestinations)
            .where(
              job.destinationKind === 'vendor'
                ? eq(printingDestinations.vendorId, ownerId)
                : eq(printingDestinations.plantId, ownerId),
            )
        : [];
    if (!row || !job.destinationKind || ownerId === null) {
      const folder = path.join(dropDir, `company-${job.companyId}`);
      return { address: dropFolderLabel, open: () => dropFolderTransport(folder) };
    }
    let password: string;
    try {
      password = seal.open(
        sealContext(job.companyId, job.destinationKind, ownerId),
        row.passwordSealed,
      );
    } catch {
      throw new JobFailure(
        "the printer's password could not be read (was the server secret changed?): enter it again",
      );
    }
    const remote = {
      protocol: row.protocol,
      host: row.host,
      port: row.port,
      username: row.username,
      password,
      folder: row.folder,
      hostKeySha256: row.hostKeySha256,
      trustHostKey: async (fingerprint: string) => {
        await db
          .update(printingDestinations)
          .set({ hostKeySha256: fingerprint })
          .where(
            and(eq(printingDestinations.id, row.id), isNull(printingDestinations.hostKeySha256)),
          );
      },
    };
    return {
      address: destinationAddress(remote),
      open: (signal: AbortSignal) => remoteTransport(remote, signal),
    };
  }
}
export type DeliverJobContext = JobContext<{ sent: number }>;
