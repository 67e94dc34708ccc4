import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { readCsvRows, readXlsxRows } from '../../platform/reports/test-support/read-report';
import {
  crashKills,
  crashSecret,
  launchChild,
  seededRandom,
} from '../../test-support/crash-children';
import { crashTarget } from '../../test-support/test-database';
import { crashQuantity } from './test-support/crash-child';

/**
 * kill -9 of the process generating a print run of 3,000 codes (30 code steps of 100, then a
 * CSV and an Excel file) at seeded random points, then a run to the end: exactly 3,000 unique
 * codes in order, both files holding exactly them, and no stored file that no record names.
 */
const seed = 20261127;
const kills = crashKills(3);
const lastStage = crashQuantity + 2 * 100;

const child = path.join(import.meta.dirname, 'test-support', 'crash-child.ts');
function launch(args: string[]) {
  const worker = launchChild(child, args);
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
  const made = await crashTarget('veritag-print-crash-');
  ({ target, filesDir } = made);
  removeTarget = made.remove;
  if (made.seeded) setup = ['--setup', '--seeded'];
});
afterAll(async () => {
  running?.kill('SIGKILL');
  await removeTarget();
});

describe('a print run whose process is killed with -9 again and again', () => {
  it('ends with exactly its codes, each once, in both files', { timeout: 240_000 }, async () => {
    const random = seededRandom(seed);
    const resumes: string[] = [];
    for (let kill = 0; kill < kills; kill++) {
      const worker = launch([target, filesDir, ...(kill === 0 ? setup : [])]);
      running = worker.proc;
      await worker.said('working', 90_000);
      resumes.push(/resumes at (.*)/.exec(worker.output())![1]!);
      const start = Number(/\(stage (\d+)\)/.exec(worker.output())![1]);
      await worker.reached(start + (lastStage - start) * random() * 0.5, 60_000);
      if (worker.output().includes('finished')) break;
      worker.proc.kill('SIGKILL');
      await worker.exited;
    }
    const last = launch([target, filesDir]);
    running = last.proc;
    await last.said('finished COMPLETED', 180_000);
    expect(await last.exited).toBe(0);
    resumes.push(/resumes at (.*)/.exec(last.output())![1]!);
    console.log(`[print run crash test] resumed at: ${resumes.join('; ')}`);
    expect(resumes.slice(1).some((point) => point !== 'issued=0 files=0')).toBe(true);

    const database = await openDatabase(
      target.startsWith('postgres') ? { url: target } : { dataDir: target },
    );
    const built = await buildApp({ database, secret: crashSecret, filesDir, logLevel: 'silent' });
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const [run] = await rows(
        sql`select id, gen_status, first_code, last_code from print_data order by id desc limit 1`,
      );
      const id = Number(run!.id);
      expect(run!.gen_status).toBe('COMPLETED');
      expect(
        await rows(
          sql`select count(*)::int as n, count(distinct code)::int as codes, min(seq) as first, max(seq) as last from codes where batch_kind = 'printData' and batch_id = ${id}`,
        ),
      ).toEqual([{ n: crashQuantity, codes: crashQuantity, first: 1, last: crashQuantity }]);
      const [job] = await rows(
        sql`select state, attempt from job_runs where owner = 'printData' and owner_id = ${String(id)}`,
      );
      expect(job!.state).toBe('COMPLETED');
      expect(Number(job!.attempt)).toBeGreaterThan(1);

      // The kills cost the platform's count nothing: the run counted its quantity once, at its save
      // (decision 0359).
      expect(
        await rows(
          sql`select count::int as n from code_reservations where batch_kind = 'printData' and batch_id = ${id}`,
        ),
      ).toEqual([{ n: crashQuantity }]);
      const alnum12 = sql`code_type = 'Alphanumeric' and length = 12`;
      expect(
        await rows(sql`select reserved::int as n from code_space_counts where ${alnum12}`),
      ).toEqual(
        await rows(sql`select sum(count)::int as n from code_reservations where ${alnum12}`),
      );
      const issued = (
        await rows(
          sql`select code from codes where batch_kind = 'printData' and batch_id = ${id} order by seq`,
        )
      ).map((row) => row.code);
      expect([run!.first_code, run!.last_code]).toEqual([issued[0], issued.at(-1)]);
      const admin = {
        id: 0,
        login: 'crash',
        role: 'ROLE_SUPER_ADMIN' as const,
        companyId: null,
        privileges: [],
      };
      const file = async (kind: 'csv' | 'xlsx') =>
        buffer((await built.services.printData.runs.download(admin, id, kind)).stream);
      const csv = (await readCsvRows(await file('csv')))
        .slice(1)
        .filter((row) => row.some((cell) => cell));
      expect(csv.map((row) => row[2])).toEqual(issued);
      const excel = (await readXlsxRows(await file('xlsx'))).rows.slice(1);
      expect(excel.map((row) => row[2])).toEqual(issued);
      // One recorded file per kind; bytes a killed write left without a row are what the start-up sweep removes.
      expect(
        await rows(
          sql`select count(*)::int as n from stored_files where purpose = 'print-data-file'`,
        ),
      ).toEqual(await rows(sql`select count(*)::int as n from print_data_files`));
      expect((await built.services.files.sweepOrphans({ olderThanMs: 0 })).missing).toEqual([]);
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});
