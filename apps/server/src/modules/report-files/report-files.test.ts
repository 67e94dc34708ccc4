import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import type { Caller } from '../../platform/access';
import { readXlsxRows, readXlsxWorkbook } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { call } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { ReportStarter } from './report-files.service';

let t: TestApp;
let admin: string;
let adminCaller: Caller;
/** A small report: a row per day asked for, a number, a date and a text. */
let daysReport: ReportStarter<{ days: number; fail?: boolean; hold?: boolean }>;
/** Lets a held report go on writing, once its job is waiting. */
let release: (() => void) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  const account = (await call(t, contract.auth.account, {}, admin)).body;
  adminCaller = {
    id: account.id,
    login: 'admin',
    role: 'ROLE_ADMIN',
    companyId: await demoCompanyId(t),
    privileges: [],
  };
  daysReport = t.services.reportFiles.register('testDays', {
    baseName: 'days-report',
    sheetName: 'Days',
    columns: [
      { header: 'Day', key: 'day', type: 'date' },
      { header: 'Number', key: 'number', type: 'number' },
      { header: 'Company', key: 'company', type: 'text' },
    ],
    params: v.object({
      days: v.number(),
      fail: v.optional(v.boolean()),
      hold: v.optional(v.boolean()),
    }),
    async *rows({ params, scope }) {
      if (params.hold) await new Promise<void>((resolve) => (release = resolve));
      for (let day = 1; day <= params.days; day++) {
        if (params.fail && day === 2) throw new Error('the source broke');
        yield {
          day: `2026-11-${String(day).padStart(2, '0')}`,
          number: day * 10,
          company: String(scope.companyId),
        };
      }
    },
  });
});
afterAll(async () => t.close());

const download = (fileName: string, token: string | null = admin) =>
  call(t, contract.reports.file, { params: { fileName: `${fileName}.xlsx` } }, token);

describe('an asked-for report', () => {
  it('is written by a job and downloaded by whoever asked, as {fileName}.xlsx with typed cells, a frozen header and a filter', async () => {
    const { fileName } = await daysReport.start(adminCaller, { days: 3 });
    expect(fileName).toMatch(/^days-report-\d{4}-\d{2}-\d{2}-[0-9a-f]{12}$/);
    await t.jobs.whenIdle();
    const reply = await download(fileName);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`${fileName}.xlsx`);
    const { rows, sheetNames } = await readXlsxRows(reply.body);
    expect(sheetNames).toEqual(['Days']);
    expect(rows[0]).toEqual(['Day', 'Number', 'Company']);
    expect(
      rows.slice(1).map((row) => [(row[0] as Date).toISOString().slice(0, 10), row[1], row[2]]),
    ).toEqual([
      ['2026-11-01', 10, String(adminCaller.companyId)],
      ['2026-11-02', 20, String(adminCaller.companyId)],
      ['2026-11-03', 30, String(adminCaller.companyId)],
    ]);
    const sheet = await readXlsxWorkbook(reply.body);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('answers 409 with Retry-After until it is written', async () => {
    const { fileName } = await daysReport.start(adminCaller, { days: 1, hold: true });
    const early = await download(fileName);
    expect([early.status, early.problem.title, early.headers['retry-after']]).toEqual([
      409,
      'The report is still being written: try again in a moment',
      '1',
    ]);
    await expect.poll(() => release !== undefined).toBe(true);
    expect((await download(fileName)).status).toBe(409);
    release!();
    await t.jobs.whenIdle();
    expect((await download(fileName)).status).toBe(200);
  });

  it('answers 422 with the reason when it could not be written, and keeps no file', async () => {
    const filesBefore = await t.storedFileCount();
    const { fileName } = await daysReport.start(adminCaller, { days: 3, fail: true });
    await t.jobs.whenIdle(20_000);
    const reply = await download(fileName);
    expect(reply.status).toBe(422);
    expect(reply.problem.title).toMatch(
      /^The report could not be written: an unexpected error occurred \(reference /,
    );
    expect(await t.storedFileCount()).toBe(filesBefore);
  });

  it('is not found for anyone but the one who asked, nor under a made-up name', async () => {
    const { fileName } = await daysReport.start(adminCaller, { days: 1 });
    await t.jobs.whenIdle();
    const other = await otherCompanyAdmin(t, 'Report Strangers Ltd');
    expect((await download(fileName, other.token)).status).toBe(404);
    expect((await download(fileName, await tokenFor(t, 'user'))).status).toBe(404);
    expect((await download('days-report-2026-11-27-000000000000')).status).toBe(404);
    expect((await download(fileName, null)).status).toBe(401);
    // Sent as ..%2Fsecret.xlsx: the name is one path segment, encoded.
    const odd = await download('../secret');
    expect([odd.status, odd.problem.title]).toEqual([400, 'Invalid fileName: Unknown report']);
  });

  it('is removed with its file a week later', async () => {
    const { fileName } = await daysReport.start(adminCaller, { days: 1 });
    await t.jobs.whenIdle();
    const files = await t.storedFileCount();
    t.advanceClock(7 * 24 * 60 * 60 * 1000 + 1000);
    const next = await daysReport.start(adminCaller, { days: 1 });
    await t.jobs.whenIdle();
    // A week on, the old session has ended too.
    const later = await tokenFor(t, 'admin');
    expect((await download(fileName, later)).status).toBe(404);
    expect((await download(next.fileName, later)).status).toBe(200);
    // Every older report went, and the new one came.
    expect(await t.storedFileCount()).toBeLessThan(files + 1);
  });
});
