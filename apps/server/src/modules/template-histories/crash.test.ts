import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { crashTarget } from '../../test-support/test-database';
import { crashKills, launchChild, seededRandom } from '../../test-support/crash-children';

/**
 * kill -9 of the process generating a 3,000-label batch (30 code steps of 100, then the files)
 * (in six PDF parts) at seeded random points, then a run to the end: exactly 3,000 unique codes, complete files,
 * a manifest that matches them, and no stored file of the batch that no record names.
 */
const seed = 20251125;
const kills = crashKills(4);
const quantity = 3_000;
/** The stage a finished batch reaches: its codes, its labels, and six PDF parts, two CSVs and a manifest. */
const lastStage = quantity + quantity + 9 * 100;

const child = path.join(import.meta.dirname, 'test-support', 'crash-child.ts');
function launch(args: string[]) {
  const worker = launchChild(child, args);
  /** Once the child reports a stage at or past `stage`, or has finished. */
  const reached = (stage: number, timeoutMs: number) =>
    worker.until(
      (output, ended) =>
        ended ||
        output.includes('finished') ||
        Math.max(0, ...[...output.matchAll(/^at (\d+)$/gm)].map((match) => Number(match[1]))) >=
          stage,
      `reach stage ${stage}`,
      timeoutMs,
    );
  return { ...worker, reached };
}

let target = '';
let filesDir = '';
let setup = ['--setup'];
let removeTarget = async () => undefined as void;
let running: ChildProcess | undefined;
beforeAll(async () => {
  // A copy of the run's demo template when there is one: the first child then needs no seed.
  const made = await crashTarget('veritag-batch-crash-');
  ({ target, filesDir } = made);
  removeTarget = made.remove;
  if (made.seeded) setup = ['--setup', '--seeded'];
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await removeTarget();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a token batch whose process is killed with -9 again and again', () => {
  it(
    'ends with exactly N unique codes, complete files and a consistent manifest',
    { timeout: 240_000 },
    async () => {
      const random = seededRandom(seed);
      const resumes: string[] = [];
      for (let kill = 0; kill < kills; kill++) {
        const worker = launch([target, filesDir, ...(kill === 0 ? setup : [])]);
        running = worker.proc;
        await worker.said('working', 90_000);
        resumes.push(/resumes at (.*)/.exec(worker.output())![1]!);
        // Killed at a random point of what is left (codes issued + labels rendered + 100 per file recorded).
        const start = Number(/\(stage (\d+)\)/.exec(worker.output())![1]);
        const killAt = start + (lastStage - start) * random() * 0.5;
        await worker.reached(killAt, 60_000);
        if (worker.output().includes('finished')) break;
        worker.proc.kill('SIGKILL');
        await worker.exited;
      }
      const last = launch([target, filesDir]);
      running = last.proc;
      await last.said('finished COMPLETED', 180_000);
      expect(await last.exited).toBe(0);
      resumes.push(/resumes at (.*)/.exec(last.output())![1]!);
      // Where each start took over from the killed one (printed for whoever reads a failure).
      console.log(`[batch crash test] resumed at: ${resumes.join('; ')}`);
      expect(resumes.slice(1).some((point) => point !== 'issued=0 files=0')).toBe(true);

      const database = await openDatabase(
        target.startsWith('postgres') ? { url: target } : { dataDir: target },
      );
      const built = await buildApp({
        database,
        secret: 'crash-test-secret-crash-test-secret-0123456789',
        filesDir,
        logLevel: 'silent',
      });
      try {
        const rows = async (query: ReturnType<typeof sql>) =>
          ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
            .rows;
        // The newest batch: the demo seed made one of its own first.
        const [batch] = await rows(
          sql`select id, status, first_code, last_code from template_histories order by id desc limit 1`,
        );
        const batchId = Number(batch!.id);
        expect(batch!.status).toBe('COMPLETED');
        expect(
          await rows(
            sql`select count(*)::int as n, count(distinct code)::int as codes, min(seq) as first, max(seq) as last from codes where batch_kind = 'templateHistory' and batch_id = ${batchId}`,
          ),
        ).toEqual([{ n: quantity, codes: quantity, first: 1, last: quantity }]);
        const [run] = await rows(
          sql`select state, attempt from job_runs where owner = 'templateHistory' and owner_id = ${String(batchId)}`,
        );
        expect(run!.state).toBe('COMPLETED');
        // Every kill cost an attempt: the batch really was cut off and resumed.
        expect(Number(run!.attempt)).toBeGreaterThan(1);

        const download = async (kind: 'pdf' | 'codes' | 'urls' | 'manifest', part = 1) =>
          buffer(
            (await built.services.templateHistories.download(null, batchId, kind, part)).stream,
          );
        const codesCsv = (await download('codes')).toString('utf8').trim().split('\r\n').slice(1);
        const issued = await rows(
          sql`select seq, code from codes where batch_kind = 'templateHistory' and batch_id = ${batchId} order by seq`,
        );
        expect(codesCsv).toEqual(issued.map((row) => `${row.seq},${row.code}`));
        const manifest = JSON.parse((await download('manifest')).toString('utf8'));
        expect(manifest).toMatchObject({
          count: quantity,
          firstCode: batch!.first_code,
          lastCode: batch!.last_code,
        });
        expect(manifest.firstCode).toBe(issued[0]!.code);
        for (const file of manifest.files as {
          kind: 'pdf' | 'codes' | 'urls';
          part: number;
          bytes: number;
          sha256: string;
        }[]) {
          const bytes = await download(file.kind, file.part);
          expect({ kind: file.kind, bytes: bytes.length, sha256: sha256(bytes) }).toEqual({
            kind: file.kind,
            bytes: file.bytes,
            sha256: file.sha256,
          });
        }
        // One recorded file per kind and part, each named by the batch: no stored file of a dead attempt is kept.
        const stored = await rows(
          sql`select count(*)::int as n from stored_files where purpose = 'template-history'`,
        );
        const named = await rows(sql`select count(*)::int as n from template_history_files`);
        expect(stored).toEqual(named);
        const ofBatch = await rows(
          sql`select count(*)::int as n from template_history_files where batch_id = ${batchId}`,
        );
        expect(Number(ofBatch[0]!.n)).toBe(manifest.files.length + 1);
        // Bytes a killed write left without a row are what the start-up sweep removes.
        const swept = await built.services.files.sweepOrphans({ olderThanMs: 0 });
        expect(swept.missing).toEqual([]);
      } finally {
        await built.app.close();
        await database.close();
      }
    },
  );
});
