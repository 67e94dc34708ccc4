import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvRows, readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { bearer, tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';

let t: TestApp;
let admin: string;
let parts: RunParts;
let runs: ReturnType<typeof printRuns>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  runs = printRuns(t, admin);
});
afterAll(async () => t.close());

interface RollReply {
  id: number;
  rollNo: number;
  labels: number;
  firstSeq: number;
  lastSeq: number;
  startingToken: string;
  endingToken: string;
  rollFileStatus: string | null;
  rollFile: string | null;
}

describe('label production of a print run', () => {
  it("cuts the labels produced into rolls of the plant's labels per roll, in code order: the rolls never overlap and together cover what was produced", async () => {
    // The demo plant makes its first product at 1,000 labels a roll.
    const run = await runs.generated(runFields(parts, 2600));
    const codes = (await runs.csv(run.id)).slice(1).map((row) => row[2]!);

    const before = (await runs.call('GET', `/label-production/print-data/${run.id}`)).json();
    expect(before).toMatchObject({
      id: null,
      quantity: 2600,
      labelsPerRoll: 1000,
      producedQuantity: 0,
      pendingQuantity: 2600,
      productionStatus: 'OPEN',
      codesReady: true,
      rolls: [],
    });

    const first = await runs.call('POST', '/label-production', {
      printDataId: run.id,
      producedQuantity: 1500,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first.json().rolls.map((roll: RollReply) => [roll.rollNo, roll.firstSeq, roll.lastSeq]),
    ).toEqual([
      [1, 1, 1000],
      [2, 1001, 1500],
    ]);
    const second = await runs.call('PUT', '/label-production', {
      id: first.json().id,
      producedQuantity: '900',
    });
    const production = second.json();
    expect(production).toMatchObject({ producedQuantity: 2400, pendingQuantity: 200 });

    const rolls = production.rolls as RollReply[];
    expect(rolls.map((roll) => roll.labels)).toEqual([1000, 500, 900]);
    const covered = rolls.flatMap((roll) =>
      Array.from({ length: roll.lastSeq - roll.firstSeq + 1 }, (_, i) => roll.firstSeq + i),
    );
    expect(covered).toEqual(Array.from({ length: 2400 }, (_, i) => i + 1));
    for (const roll of rolls)
      expect([roll.startingToken, roll.endingToken]).toEqual([
        codes[roll.firstSeq - 1],
        codes[roll.lastSeq - 1],
      ]);

    // The list shows the production's figures.
    const listed = (await runs.call('GET', `/print-data/${run.id}`)).json();
    expect(listed.rollDetails).toMatchObject({
      id: production.id,
      producedQuantity: 2400,
      pendingQuantity: 200,
      productionStatus: 'OPEN',
    });

    // Each roll's file holds exactly its slice of the run's codes.
    for (const roll of rolls)
      expect((await runs.call('GET', `/rolls/file/${roll.id}`)).json().rollFileStatus).toBe(
        'RUNNING',
      );
    await t.jobs.whenIdle(30_000);
    const listedRolls = (
      await runs.call(
        'GET',
        `/rolls/completed?size=100&contains.startingToken=${rolls[0]!.startingToken}`,
      )
    ).json();
    expect(listedRolls.content).toMatchObject([
      {
        id: rolls[0]!.id,
        rollFileStatus: 'COMPLETED',
        rollFile: `/api/rolls/${rolls[0]!.id}/file`,
      },
    ]);
    for (const roll of rolls) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/rolls/${roll.id}/file`,
        headers: bearer(admin),
      });
      expect(file.headers['content-disposition']).toContain(
        `print-data-${run.id}-roll-${roll.rollNo}.csv`,
      );
      // A machine's file: no byte order mark before the first column's name, nothing quoted that needs no quotes.
      expect(file.rawPayload.toString('utf8').split('\r\n')[0]).toBe(
        'Roll No,Label,Sr No,Code,URL',
      );
      const rows = (await readCsvRows(file.rawPayload))
        .slice(1)
        .filter((row) => row.some((cell) => cell));
      expect(rows.map((row) => row[3])).toEqual(codes.slice(roll.firstSeq - 1, roll.lastSeq));
      expect(rows[0]!.slice(0, 3)).toEqual([String(roll.rollNo), '1', String(roll.firstSeq)]);
    }
    expect((await runs.call('GET', `/rolls/file/${rolls[0]!.id}`)).json().title).toBe(
      'The roll file is already made',
    );
  });

  it('refuses more labels than are pending, labels before the codes exist, and any once closed', async () => {
    const run = await runs.generated(runFields(parts, 300));
    const tooMany = await runs.call('POST', '/label-production', {
      printDataId: run.id,
      producedQuantity: 301,
    });
    expect([tooMany.statusCode, tooMany.json().title]).toEqual([
      400,
      'At most 300 labels are still to be produced',
    ]);
    const nothing = await runs.call('POST', '/label-production', { printDataId: run.id });
    expect([nothing.statusCode, nothing.json().title]).toEqual([
      400,
      'Invalid producedQuantity: This field is required',
    ]);
    const unmade = (await runs.save(runFields(parts, 10))).json();
    const early = await runs.call('POST', '/label-production', {
      printDataId: unmade.id,
      producedQuantity: 1,
    });
    expect([early.statusCode, early.json().title]).toEqual([
      400,
      "The print data's file is not generated yet: its codes must exist before rolls can carry them",
    ]);

    const closed = (
      await runs.call('POST', '/label-production', {
        printDataId: run.id,
        producedQuantity: 120,
        close: true,
      })
    ).json();
    expect(closed).toMatchObject({
      productionStatus: 'CLOSE',
      producedQuantity: 120,
      pendingQuantity: 0,
    });
    const after = await runs.call('PUT', '/label-production', {
      id: closed.id,
      producedQuantity: 1,
    });
    expect([after.statusCode, after.json().title]).toEqual([
      400,
      'The production is closed: no more labels can be recorded',
    ]);
    expect(
      (await runs.call('PUT', '/label-production', { id: closed.id, close: true })).json().title,
    ).toBe('The production is already closed');
    expect(
      (await runs.call('DELETE', `/label-production/rolls/${closed.rolls[0].id}`)).json().title,
    ).toBe('The production is closed: its rolls can no longer be removed');
  });

  it("keeps a closed production's Excel and CSV for admins; the others see and get neither", async () => {
    const run = await runs.generated(runFields(parts, 40));
    await runs.call('POST', '/label-production', {
      printDataId: run.id,
      producedQuantity: 40,
      close: true,
    });
    const viewer = await userHolding(t, await demoCompanyId(t), 'Print Data', 2);
    const seen = (await runs.call('GET', `/print-data/${run.id}`, undefined, viewer)).json();
    expect(seen.files).toEqual([]);
    const refused = await runs.call('GET', `/print-data/${run.id}/files/csv`, undefined, viewer);
    expect([refused.statusCode, refused.json().title]).toEqual([
      403,
      'Only an admin can download the Excel and CSV of a closed production',
    ]);
    expect(
      (await runs.call('GET', `/print-data/${run.id}`))
        .json()
        .files.map((file: { kind: string }) => file.kind),
    ).toEqual(['xlsx', 'csv']);
    expect((await runs.call('GET', `/print-data/${run.id}/files/xlsx`)).statusCode).toBe(200);
  });

  it('removes only the last roll, whose labels are pending again', async () => {
    const run = await runs.generated(runFields(parts, 2500));
    const made = (
      await runs.call('POST', '/label-production', { printDataId: run.id, producedQuantity: 2500 })
    ).json();
    const [firstRoll, , lastRoll] = made.rolls as RollReply[];
    const notLast = await runs.call('DELETE', `/label-production/rolls/${firstRoll!.id}`);
    expect([notLast.statusCode, notLast.json().title]).toEqual([
      409,
      'Only the last roll (no. 3) can be removed',
    ]);
    const user3 = await userHolding(t, await demoCompanyId(t), 'Label Production', 2);
    const forbidden = await runs.call(
      'DELETE',
      `/label-production/rolls/${lastRoll!.id}`,
      undefined,
      user3,
    );
    expect([forbidden.statusCode, forbidden.json().title]).toEqual([
      403,
      'You need the Label Production privilege at level 3',
    ]);
    await runs.call('GET', `/rolls/file/${lastRoll!.id}`);
    await t.jobs.whenIdle(30_000);
    const files = await t.storedFileCount();
    const removed = (await runs.call('DELETE', `/label-production/rolls/${lastRoll!.id}`)).json();
    expect(removed).toMatchObject({ producedQuantity: 2000, pendingQuantity: 500 });
    expect(removed.rolls).toHaveLength(2);
    // The roll's file went with it.
    expect(await t.storedFileCount()).toBe(files - 1);
    const again = (
      await runs.call('PUT', '/label-production', { id: made.id, producedQuantity: 500 })
    ).json();
    expect(again.rolls.at(-1)).toMatchObject({ rollNo: 3, firstSeq: 2001, lastSeq: 2500 });
  });

  it('gives two entries at once distinct rolls', async () => {
    const run = await runs.generated(runFields(parts, 3000));
    const made = (
      await runs.call('POST', '/label-production', { printDataId: run.id, producedQuantity: 1 })
    ).json();
    const replies = await Promise.all(
      [700, 800, 900].map((producedQuantity) =>
        runs.call('PUT', '/label-production', { id: made.id, producedQuantity }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const production = (await runs.call('GET', `/label-production/${made.id}`)).json();
    const seqs = (production.rolls as RollReply[]).flatMap((roll) =>
      Array.from({ length: roll.labels }, (_, i) => roll.firstSeq + i),
    );
    expect(seqs).toEqual(Array.from({ length: 2401 }, (_, i) => i + 1));
  });

  it('keeps productions and rolls to their company and to the privileges that see them', async () => {
    const run = await runs.generated(runFields(parts, 5));
    const made = (
      await runs.call('POST', '/label-production', { printDataId: run.id, producedQuantity: 5 })
    ).json();
    const other = await otherCompanyAdmin(t, 'Roll Strangers Ltd');
    for (const [method, url] of [
      ['GET', `/label-production/${made.id}`],
      ['GET', `/label-production/print-data/${run.id}`],
      ['GET', `/rolls/file/${made.rolls[0].id}`],
      ['GET', `/rolls/${made.rolls[0].id}/file`],
      ['DELETE', `/label-production/rolls/${made.rolls[0].id}`],
    ] as const) {
      expect((await runs.call(method, url, undefined, other.token)).statusCode, url).toBe(404);
    }
    expect(
      (
        await runs.call(
          'PUT',
          '/label-production',
          { id: made.id, producedQuantity: 1 },
          other.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await runs.call('GET', '/rolls/completed', undefined, other.token)).json().content,
    ).toEqual([]);
    const viewer = await userHolding(t, await demoCompanyId(t), 'Label Production', 1);
    expect((await runs.call('GET', '/label-production?size=5', undefined, viewer)).statusCode).toBe(
      200,
    );
    const add = await runs.call('PUT', '/label-production', { id: made.id, close: true }, viewer);
    expect([add.statusCode, add.json().title]).toEqual([
      403,
      'You need the Label Production privilege at level 2',
    ]);
    expect((await runs.call('GET', '/rolls/completed', undefined, viewer)).statusCode).toBe(403);
  });
});

describe('the F-Codes reports', () => {
  it('of print data: the runs of the days asked, as typed cells', async () => {
    const run = await runs.generated(runFields(parts, 7));
    const today = new Date().toISOString().slice(0, 10);
    const asked = await runs.call('POST', '/get/companyInfo/report', {
      fromDate: today,
      toDate: today,
      reportType: 'Printing',
      customer: parts.customer.id,
      product: parts.product.id,
      timeZone: 'UTC',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.jobs.whenIdle(30_000);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/report-files/${asked.json().fileName}.xlsx`,
      headers: bearer(admin),
    });
    const { rows } = await readXlsxRows(file.rawPayload);
    expect(rows[0]).toContain('Quantity');
    const codes = (await runs.csv(run.id)).slice(1).map((row) => row[2]);
    const mine = rows.find((row) => row[15] === codes[0]);
    expect(mine?.slice(9, 18)).toEqual([
      7,
      3,
      0,
      7,
      'OPEN',
      'COMPLETED',
      codes[0],
      codes[6],
      'admin',
    ]);
    expect(rows.slice(1).every((row) => row[0] instanceof Date && typeof row[9] === 'number')).toBe(
      true,
    );
    expect(
      rows
        .slice(1)
        .every(
          (row) => row[1] === parts.customer.companyName && row[3] === parts.product.productCode,
        ),
    ).toBe(true);
  });

  it('of templates: the token batches of the days asked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const asked = await runs.call('POST', '/template-histories/report', {
      fromDate: today,
      toDate: today,
      reportType: 'Template',
    });
    await t.jobs.whenIdle(30_000);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/report-files/${asked.json().fileName}.xlsx`,
      headers: bearer(admin),
    });
    const { rows } = await readXlsxRows(file.rawPayload);
    expect(rows[0]).toEqual([
      'Created Date',
      'Customer',
      'Template',
      'Design Revision',
      'Quantity',
      'PO Number',
      'Product Description',
      'Expiration (months)',
      'First Code',
      'Last Code',
      'Status',
    ]);
    // The demo's batch of 50, made at seed time (today, in the test's template database).
    expect(rows.slice(1).some((row) => row[4] === 50 && row[10] === 'COMPLETED')).toBe(true);
  });

  it('refuses a day after today and a From after To', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const future = await runs.call('POST', '/get/companyInfo/report', {
      fromDate: '2026-01-01',
      toDate: tomorrow,
      reportType: 'Printing',
    });
    expect([future.statusCode, future.json().title]).toEqual([
      400,
      'Invalid toDate: Date can not be after today',
    ]);
    const reversed = await runs.call('POST', '/template-histories/report', {
      fromDate: '2026-02-01',
      toDate: '2026-01-01',
      reportType: 'Template',
    });
    expect([reversed.statusCode, reversed.json().title]).toEqual([
      400,
      'Invalid fromDate: Start date can not be after End date',
    ]);
  });
});
