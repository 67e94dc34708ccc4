import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { readCsvRows, readXlsxRows } from '../../platform/reports/test-support/read-report';
import { demoCompanyId, otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { call } from '../../test-support/api-calls';

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

    const before = (
      await call(
        t,
        contract.labelProduction.ofPrintData,
        { params: { printDataId: run.id } },
        admin,
      )
    ).body;
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

    const first = await call(
      t,
      contract.labelProduction.create,
      {
        body: {
          printDataId: run.id,
          producedQuantity: 1500,
        },
      },
      admin,
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body.rolls.map((roll) => [roll.rollNo, roll.firstSeq, roll.lastSeq])).toEqual([
      [1, 1, 1000],
      [2, 1001, 1500],
    ]);
    const second = await call(
      t,
      contract.labelProduction.update,
      {
        body: {
          id: first.body.id,
          producedQuantity: '900',
        },
      },
      admin,
    );
    const production = second.body;
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
    const listed = (await call(t, contract.printData.get, { params: { id: run.id } }, admin)).body;
    expect(listed.rollDetails).toMatchObject({
      id: production.id,
      producedQuantity: 2400,
      pendingQuantity: 200,
      productionStatus: 'OPEN',
    });

    // Each roll's file holds exactly its slice of the run's codes.
    for (const roll of rolls)
      expect(
        (await call(t, contract.rolls.generateFile, { params: { id: roll.id } }, admin)).body
          .rollFileStatus,
      ).toBe('RUNNING');
    await t.jobs.whenIdle(30_000);
    const listedRolls = (
      await call(
        t,
        contract.rolls.list,
        { query: { size: 100, 'contains.startingToken': rolls[0]!.startingToken } },
        admin,
      )
    ).body;
    expect(listedRolls.content).toMatchObject([
      {
        id: rolls[0]!.id,
        rollFileStatus: 'COMPLETED',
        rollFile: `/api/rolls/${rolls[0]!.id}/file`,
      },
    ]);
    for (const roll of rolls) {
      const file = await call(t, contract.rolls.download, { params: { id: roll.id } }, admin);
      expect(file.headers['content-disposition']).toContain(
        `print-data-${run.id}-roll-${roll.rollNo}.csv`,
      );
      // A machine's file: no byte order mark before the first column's name, nothing quoted that needs no quotes.
      expect(file.body.toString('utf8').split('\r\n')[0]).toBe('Roll No,Label,Sr No,Code,URL');
      const rows = (await readCsvRows(file.body))
        .slice(1)
        .filter((row) => row.some((cell) => cell));
      expect(rows.map((row) => row[3])).toEqual(codes.slice(roll.firstSeq - 1, roll.lastSeq));
      expect(rows[0]!.slice(0, 3)).toEqual([String(roll.rollNo), '1', String(roll.firstSeq)]);
    }
    expect(
      (await call(t, contract.rolls.generateFile, { params: { id: rolls[0]!.id } }, admin)).problem
        .title,
    ).toBe('The roll file is already made');
  });

  it('refuses more labels than are pending, labels before the codes exist, and any once closed', async () => {
    const run = await runs.generated(runFields(parts, 300));
    const tooMany = await call(
      t,
      contract.labelProduction.create,
      {
        body: {
          printDataId: run.id,
          producedQuantity: 301,
        },
      },
      admin,
    );
    expect([tooMany.status, tooMany.problem.title]).toEqual([
      400,
      'At most 300 labels are still to be produced',
    ]);
    const nothing = await call(
      t,
      contract.labelProduction.create,
      { body: { printDataId: run.id } },
      admin,
    );
    expect([nothing.status, nothing.problem.title]).toEqual([
      400,
      'Invalid producedQuantity: This field is required',
    ]);
    const unmade = (await runs.save(runFields(parts, 10))).body;
    const early = await call(
      t,
      contract.labelProduction.create,
      {
        body: {
          printDataId: unmade.id,
          producedQuantity: 1,
        },
      },
      admin,
    );
    expect([early.status, early.problem.title]).toEqual([
      400,
      "The print data's file is not generated yet: its codes must exist before rolls can carry them",
    ]);

    const closed = (
      await call(
        t,
        contract.labelProduction.create,
        {
          body: {
            printDataId: run.id,
            producedQuantity: 120,
            close: true,
          },
        },
        admin,
      )
    ).body;
    expect(closed).toMatchObject({
      productionStatus: 'CLOSE',
      producedQuantity: 120,
      pendingQuantity: 0,
    });
    const after = await call(
      t,
      contract.labelProduction.update,
      {
        body: {
          id: closed.id,
          producedQuantity: 1,
        },
      },
      admin,
    );
    expect([after.status, after.problem.title]).toEqual([
      400,
      'The production is closed: no more labels can be recorded',
    ]);
    expect(
      (
        await call(
          t,
          contract.labelProduction.update,
          { body: { id: closed.id, close: true } },
          admin,
        )
      ).problem.title,
    ).toBe('The production is already closed');
    expect(
      (
        await call(
          t,
          contract.labelProduction.removeRoll,
          { params: { id: closed.rolls[0]!.id } },
          admin,
        )
      ).problem.title,
    ).toBe('The production is closed: its rolls can no longer be removed');
  });

  it("keeps a closed production's Excel and CSV for admins; the others see and get neither", async () => {
    const run = await runs.generated(runFields(parts, 40));
    await call(
      t,
      contract.labelProduction.create,
      {
        body: {
          printDataId: run.id,
          producedQuantity: 40,
          close: true,
        },
      },
      admin,
    );
    const viewer = await userHolding(t, await demoCompanyId(t), 'Print Data', 2);
    const seen = (await call(t, contract.printData.get, { params: { id: run.id } }, viewer)).body;
    expect(seen.files).toEqual([]);
    const refused = await call(
      t,
      contract.printData.download,
      { params: { id: run.id, kind: 'csv' } },
      viewer,
    );
    expect([refused.status, refused.problem.title]).toEqual([
      403,
      'Only an admin can download the Excel and CSV of a closed production',
    ]);
    expect(
      (await call(t, contract.printData.get, { params: { id: run.id } }, admin)).body.files!.map(
        (file: { kind: string }) => file.kind,
      ),
    ).toEqual(['xlsx', 'csv']);
    expect(
      (await call(t, contract.printData.download, { params: { id: run.id, kind: 'xlsx' } }, admin))
        .status,
    ).toBe(200);
  });

  it('removes only the last roll, whose labels are pending again', async () => {
    const run = await runs.generated(runFields(parts, 2500));
    const made = (
      await call(
        t,
        contract.labelProduction.create,
        { body: { printDataId: run.id, producedQuantity: 2500 } },
        admin,
      )
    ).body;
    const [firstRoll, , lastRoll] = made.rolls as RollReply[];
    const notLast = await call(
      t,
      contract.labelProduction.removeRoll,
      { params: { id: firstRoll!.id } },
      admin,
    );
    expect([notLast.status, notLast.problem.title]).toEqual([
      409,
      'Only the last roll (no. 3) can be removed',
    ]);
    const user3 = await userHolding(t, await demoCompanyId(t), 'Label Production', 2);
    const forbidden = await call(
      t,
      contract.labelProduction.removeRoll,
      { params: { id: lastRoll!.id } },
      user3,
    );
    expect([forbidden.status, forbidden.problem.title]).toEqual([
      403,
      'You need the Label Production privilege at level 3',
    ]);
    await call(t, contract.rolls.generateFile, { params: { id: lastRoll!.id } }, admin);
    await t.jobs.whenIdle(30_000);
    const files = await t.storedFileCount();
    const removed = (
      await call(t, contract.labelProduction.removeRoll, { params: { id: lastRoll!.id } }, admin)
    ).body;
    expect(removed).toMatchObject({ producedQuantity: 2000, pendingQuantity: 500 });
    expect(removed.rolls).toHaveLength(2);
    // The roll's file went with it.
    expect(await t.storedFileCount()).toBe(files - 1);
    const again = (
      await call(
        t,
        contract.labelProduction.update,
        { body: { id: made.id, producedQuantity: 500 } },
        admin,
      )
    ).body;
    expect(again.rolls.at(-1)).toMatchObject({ rollNo: 3, firstSeq: 2001, lastSeq: 2500 });
  });

  it('gives two entries at once distinct rolls', async () => {
    const run = await runs.generated(runFields(parts, 3000));
    const made = (
      await call(
        t,
        contract.labelProduction.create,
        { body: { printDataId: run.id, producedQuantity: 1 } },
        admin,
      )
    ).body;
    const replies = await Promise.all(
      [700, 800, 900].map((producedQuantity) =>
        call(
          t,
          contract.labelProduction.update,
          { body: { id: made.id, producedQuantity } },
          admin,
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const production = (
      await call(t, contract.labelProduction.get, { params: { id: made.id! } }, admin)
    ).body;
    const seqs = (production.rolls as RollReply[]).flatMap((roll) =>
      Array.from({ length: roll.labels }, (_, i) => roll.firstSeq + i),
    );
    expect(seqs).toEqual(Array.from({ length: 2401 }, (_, i) => i + 1));
  });

  it('keeps productions and rolls to their company and to the privileges that see them', async () => {
    const run = await runs.generated(runFields(parts, 5));
    const made = (
      await call(
        t,
        contract.labelProduction.create,
        { body: { printDataId: run.id, producedQuantity: 5 } },
        admin,
      )
    ).body;
    const other = await otherCompanyAdmin(t, 'Roll Strangers Ltd');
    const roll = { id: made.rolls[0]!.id };
    const asOther = {
      get: () => call(t, contract.labelProduction.get, { params: { id: made.id! } }, other.token),
      ofRun: () =>
        call(
          t,
          contract.labelProduction.ofPrintData,
          { params: { printDataId: run.id } },
          other.token,
        ),
      generateRoll: () => call(t, contract.rolls.generateFile, { params: roll }, other.token),
      downloadRoll: () => call(t, contract.rolls.download, { params: roll }, other.token),
      removeRoll: () => call(t, contract.labelProduction.removeRoll, { params: roll }, other.token),
    };
    for (const [what, make] of Object.entries(asOther))
      expect((await make()).status, what).toBe(404);
    expect(
      (
        await call(
          t,
          contract.labelProduction.update,
          { body: { id: made.id, producedQuantity: 1 } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect((await call(t, contract.rolls.list, {}, other.token)).body.content).toEqual([]);
    const viewer = await userHolding(t, await demoCompanyId(t), 'Label Production', 1);
    expect(
      (await call(t, contract.labelProduction.list, { query: { size: 5 } }, viewer)).status,
    ).toBe(200);
    const add = await call(
      t,
      contract.labelProduction.update,
      { body: { id: made.id, close: true } },
      viewer,
    );
    expect([add.status, add.problem.title]).toEqual([
      403,
      'You need the Label Production privilege at level 2',
    ]);
    expect((await call(t, contract.rolls.list, {}, viewer)).status).toBe(403);
  });
});

describe('the F-Codes reports', () => {
  it('of print data: the runs of the days asked, as typed cells', async () => {
    const run = await runs.generated(runFields(parts, 7));
    const today = new Date().toISOString().slice(0, 10);
    const asked = await call(
      t,
      contract.printData.report,
      {
        body: {
          fromDate: today,
          toDate: today,
          reportType: 'Printing',
          customer: parts.customer.id,
          product: parts.product.id,
          timeZone: 'UTC',
        },
      },
      admin,
    );
    expect(asked.status, asked.text).toBe(200);
    await t.jobs.whenIdle(30_000);
    const file = await call(
      t,
      contract.reports.file,
      { params: { fileName: `${asked.body.fileName}.xlsx` } },
      admin,
    );
    const { rows } = await readXlsxRows(file.body);
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
    const asked = await call(
      t,
      contract.templateHistories.report,
      {
        body: {
          fromDate: today,
          toDate: today,
          reportType: 'Template',
        },
      },
      admin,
    );
    await t.jobs.whenIdle(30_000);
    const file = await call(
      t,
      contract.reports.file,
      { params: { fileName: `${asked.body.fileName}.xlsx` } },
      admin,
    );
    const { rows } = await readXlsxRows(file.body);
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
    const future = await call(
      t,
      contract.printData.report,
      {
        body: {
          fromDate: '2026-01-01',
          toDate: tomorrow,
          reportType: 'Printing',
        },
      },
      admin,
    );
    expect([future.status, future.problem.title]).toEqual([
      400,
      'Invalid toDate: Date can not be after today',
    ]);
    const reversed = await call(
      t,
      contract.templateHistories.report,
      {
        body: {
          fromDate: '2026-02-01',
          toDate: '2026-01-01',
          reportType: 'Template',
        },
      },
      admin,
    );
    expect([reversed.status, reversed.problem.title]).toEqual([
      400,
      'Invalid fromDate: Start date can not be after End date',
    ]);
  });
});
