import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { crashTarget } from '../../test-support/test-database';
import { crashKills, launchChild, seededRandom } from '../../test-support/crash-children';
import { crashPacks, crashPackSize, crashSecret } from './test-support/crash-child';

/**
 * kill -9 of the process making a token file of 300 packs of 20 (60 code steps of 100, then
 * the file written 10 rows a read) at seeded random points, then a run to the end: exactly
 * 6,000 unique codes, a complete file with every pack whole, and no stored token file that
 * no record names.
 */
const seed = 20251126;
const kills = crashKills(4);
const quantity = crashPacks * crashPackSize;
/** The stage a finished file reaches: its codes, then its rows. */
const lastStage = 2 * quantity;

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
  const made = await crashTarget('veritag-token-data-crash-');
  ({ target, filesDir } = made);
  removeTarget = made.remove;
  if (made.seeded) setup = ['--setup', '--seeded'];
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await removeTarget();
});

describe('a token file whose process is killed with -9 again and again', () => {
  it(
    'ends with exactly packs x zpack unique codes and a complete file, every pack whole',
    { timeout: 300_000 },
    async () => {
      const random = seededRandom(seed);
      const resumes: string[] = [];
      for (let kill = 0; kill < kills; kill++) {
        const worker = launch([target, filesDir, ...(kill === 0 ? setup : [])]);
        running = worker.proc;
        await worker.said('working', 90_000);
        resumes.push(/resumes at (.*)/.exec(worker.output())![1]!);
        // Killed at a random point of what is left; the last kills aim at the file's rows.
        const start = Number(/\(stage (\d+)\)/.exec(worker.output())![1]);
        const killAt =
          kill >= kills - 2
            ? Math.max(start, quantity) + (lastStage - Math.max(start, quantity)) * random() * 0.5
            : start + (quantity - start) * random() * 0.6;
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
      console.log(`[token data crash test] resumed at: ${resumes.join('; ')}`);
      expect(resumes.slice(1).some((point) => !point.startsWith('issued=0 '))).toBe(true);

      const database = await openDatabase(
        target.startsWith('postgres') ? { url: target } : { dataDir: target },
      );
      const built = await buildApp({ database, secret: crashSecret, filesDir, logLevel: 'silent' });
      try {
        const rows = async (query: ReturnType<typeof sql>) =>
          ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
            .rows;
        const [file] = await rows(
          sql`select id, status, codes_issued, token_file_id from token_data order by id desc limit 1`,
        );
        const id = Number(file!.id);
        expect({ status: file!.status, issued: Number(file!.codes_issued) }).toEqual({
          status: 'COMPLETED',
          issued: quantity,
        });
        expect(
          await rows(
            sql`select count(*)::int as n, count(distinct code)::int as codes, min(seq) as first, max(seq) as last from codes where batch_kind = 'tokenData' and batch_id = ${id}`,
          ),
        ).toEqual([{ n: quantity, codes: quantity, first: 1, last: quantity }]);
        const [run] = await rows(
          sql`select state, attempt from job_runs where owner = 'tokenData' and owner_id = ${String(id)}`,
        );
        expect(run!.state).toBe('COMPLETED');
        // Every kill cost an attempt: the file really was cut off and resumed.
        expect(Number(run!.attempt)).toBeGreaterThan(1);

        const csv = (
          await buffer((await built.services.tokenData.download(null, id)).stream)
        ).toString('utf8');
        const lines = csv.split('\r\n').filter((line) => line !== '');
        expect(lines[0]).toBe('pack,position,seq,code,validUpto');
        const cells = lines.slice(1).map((line) => line.split(','));
        const issued = await rows(
          sql`select seq, code from codes where batch_kind = 'tokenData' and batch_id = ${id} order by seq`,
        );
        expect(cells.map((cell) => `${cell[2]},${cell[3]}`)).toEqual(
          issued.map((row) => `${row.seq},${row.code}`),
        );
        const perPack = new Map<string, number[]>();
        for (const [pack, position] of cells)
          perPack.set(pack!, [...(perPack.get(pack!) ?? []), Number(position)]);
        expect([...perPack.keys()]).toEqual(
          Array.from({ length: crashPacks }, (_, index) => `CRASH-${index + 1}`),
        );
        const whole = Array.from({ length: crashPackSize }, (_, index) => index + 1);
        expect([...perPack.values()].every((positions) => positions.join() === whole.join())).toBe(
          true,
        );

        // One stored token file per COMPLETED file: no stored file of a dead attempt is kept.
        const stored = await rows(
          sql`select count(*)::int as n from stored_files where purpose = 'token-data-file'`,
        );
        const named = await rows(
          sql`select count(*)::int as n from token_data where token_file_id is not null`,
        );
        expect(stored).toEqual(named);
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
