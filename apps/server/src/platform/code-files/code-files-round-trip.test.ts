import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { tokenBatch, tokenData } from '../../test-support/code-batches';
import { demoRunParts, printRuns, runFields, type RunParts } from '../../test-support/print-runs';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/api-calls';

/*
 * Decision 0427: every file of codes the product writes goes back, unchanged, into every screen
 * that takes codes, and each takes exactly the file's codes. The files are downloaded through their
 * routes; what each reader took is read from the database, against the codes of the file's batch
 * (a reader that took a sequence number, a pack reference or a neighbouring code would show).
 */

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const publicBaseUrl = 'https://labels.example.com';

/** A downloaded file, its batch, and the codes it must give: read from the codes table, not from the file. */
interface CodeFile {
  name: string;
  type: string;
  bytes: Buffer;
  batch: { kind: string; id: number };
  codes: string[];
}

let t: TestApp;
let admin: string;
let parts: RunParts;
const files = new Map<string, CodeFile>();

const codesOf = async (batch: { kind: string; id: number }, seqs?: { from: number; to: number }) =>
  (
    await rowsOf<{ code: string }>(
      t,
      sql`select code from codes where batch_kind = ${batch.kind} and batch_id = ${batch.id}
      and seq between ${seqs?.from ?? 1} and ${seqs?.to ?? 2_147_483_647} order by seq`,
    )
  ).map((row) => row.code);
const batchCodeIds = (batch: { kind: string; id: number }) =>
  sql`(select id from codes where batch_kind = ${batch.kind} and batch_id = ${batch.id})`;
/** The codes of the file's batch found in `table` (by its code_id), with an optional condition. */
const takenFrom = async (table: string, file: CodeFile, where = sql``) =>
  (
    await rowsOf<{ code: string }>(
      t,
      sql`select c.code from ${sql.raw(table)} x join codes c on c.id = x.code_id
      where c.batch_kind = ${file.batch.kind} and c.batch_id = ${file.batch.id} ${where}`,
    )
  )
    .map((row) => row.code)
    .sort();

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  parts = await demoRunParts(t, admin);
  const runs = printRuns(t, admin);

  // A print run: its CSV and Excel print files, and the file of its first roll (7 of its 12 labels).
  const run = await runs.generated(runFields(parts, 12));
  const runBatch = { kind: 'printData', id: run.id };
  const runCodes = await codesOf(runBatch);
  files.set('print data CSV', {
    name: `print-data-${run.id}-codes.csv`,
    type: 'text/csv',
    bytes: (
      await call(t, contract.printData.download, { params: { id: run.id, kind: 'csv' } }, admin)
    ).body,
    batch: runBatch,
    codes: runCodes,
  });
  files.set('print data XLSX', {
    name: `print-data-${run.id}-codes.xlsx`,
    type: xlsxType,
    bytes: (
      await call(t, contract.printData.download, { params: { id: run.id, kind: 'xlsx' } }, admin)
    ).body,
    batch: runBatch,
    codes: runCodes,
  });
  const produced = await call(
    t,
    contract.labelProduction.create,
    {
      body: {
        printDataId: run.id,
        producedQuantity: 7,
      },
    },
    admin,
  );
  const [roll] = produced.body.rolls;
  expect(roll).toMatchObject({ firstSeq: 1, lastSeq: 7 });
  await call(t, contract.rolls.generateFile, { params: { id: roll!.id } }, admin);
  await t.jobs.whenIdle(60_000);
  const rollCodes = await codesOf(runBatch, { from: roll!.firstSeq, to: roll!.lastSeq });
  files.set('roll CSV', {
    name: `print-data-${run.id}-roll-1.csv`,
    type: 'text/csv',
    bytes: (await call(t, contract.rolls.download, { params: { id: roll!.id } }, admin)).body,
    batch: runBatch,
    codes: rollCodes,
  });

  // A token batch of the same customer: its codes CSV and its URLs CSV.
  const batchId = await tokenBatch(t, admin, parts.customer.id, 6);
  const tokenBatchKey = { kind: 'templateHistory', id: batchId };
  const tokenCodes = await codesOf(tokenBatchKey);
  const batchFile = async (kind: 'codes' | 'urls') =>
    (await call(t, contract.templateHistories.download, { params: { id: batchId, kind } }, admin))
      .body;
  files.set('batch codes CSV', {
    name: `batch-${batchId}-codes.csv`,
    type: 'text/csv',
    bytes: await batchFile('codes'),
    batch: tokenBatchKey,
    codes: tokenCodes,
  });
  files.set('batch URLs CSV', {
    name: `batch-${batchId}-urls.csv`,
    type: 'text/csv',
    bytes: await batchFile('urls'),
    batch: tokenBatchKey,
    codes: tokenCodes,
  });

  // Token data for a plant of the customer: the token file, whose first column is the pack.
  const tokenDataId = await tokenData(t, admin, parts.plant.id, 2);
  const tokenDataBatch = { kind: 'tokenData', id: tokenDataId };
  files.set('token file', {
    name: `token-data-${tokenDataId}.csv`,
    type: 'text/csv',
    bytes: (await call(t, contract.tokenData.download, { params: { id: tokenDataId } }, admin))
      .body,
    batch: tokenDataBatch,
    codes: await codesOf(tokenDataBatch),
  });

  // The smart bin's own report: a second run's codes, binned on a day no other test bins on.
  const binned = await runs.generated(runFields(parts, 5));
  const binnedBatch = { kind: 'printData', id: binned.id };
  await t.database.db
    .execute(sql`insert into smart_bin_codes (company_id, code_id, qr_code, created_by, created_date)
      select company_id, id, code, 'admin', '2025-03-03T10:00:00Z' from codes where batch_kind = 'printData' and batch_id = ${binned.id}`);
  const { fileName } = (
    await call(
      t,
      contract.smartBin.download,
      { query: { fromDate: '2025-03-03', toDate: '2025-03-03' } },
      admin,
    )
  ).body;
  await t.jobs.whenIdle(60_000);
  files.set('smart bin report XLSX', {
    name: `${fileName}.xlsx`,
    type: xlsxType,
    bytes: (
      await call(t, contract.reports.file, { params: { fileName: `${fileName}.xlsx` } }, admin)
    ).body,
    batch: binnedBatch,
    codes: await codesOf(binnedBatch),
  });
}, 300_000);
afterAll(async () => t?.close());

const partOf = (file: CodeFile) => ({ bytes: file.bytes, name: file.name, type: file.type });
const counted = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;

/** Each reader takes the file, unchanged, and answers the codes it took; what an earlier upload of the batch left is cleared first. */
const readers: Record<string, (file: CodeFile) => Promise<string[]>> = {
  'Link QrCode': async (file) => {
    await t.database.db.execute(
      sql`delete from code_product_links where code_id in ${batchCodeIds(file.batch)}`,
    );
    const choice = {
      customer: { id: parts.customer.id },
      plant: parts.plant.id,
      product: { id: parts.product.id },
    };
    const reply = await call(
      t,
      contract.linkQr.link,
      { body: choice, files: { files: partOf(file) } },
      admin,
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toMatch(new RegExp(`^${counted(file.codes.length)} linked to `));
    return takenFrom('code_product_links', file, sql`and x.product_id = ${parts.product.id}`);
  },
  'the blacklist': async (file) => {
    await t.database.db.execute(
      sql`delete from code_blacklist where code_id in ${batchCodeIds(file.batch)}`,
    );
    const reply = await call(
      t,
      contract.codeBlacklist.upload,
      { body: { action: 'blacklist', reason: 'misprint' }, files: { file: partOf(file) } },
      admin,
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      processed: file.codes.length,
      changed: file.codes.length,
      alreadyInState: 0,
    });
    return takenFrom('code_blacklist', file, sql`and x.reactivated_at is null`);
  },
  'the smart bin': async (file) => {
    await t.database.db.execute(
      sql`delete from smart_bin_codes where code_id in ${batchCodeIds(file.batch)}`,
    );
    const reply = await call(t, contract.smartBin.upload, { files: { file: partOf(file) } }, admin);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      fileName: file.name,
      message: `${counted(file.codes.length)} added to the smart bin`,
    });
    return takenFrom('smart_bin_codes', file);
  },
};

const writerNames = [
  'batch codes CSV',
  'batch URLs CSV',
  'print data CSV',
  'print data XLSX',
  'roll CSV',
  'token file',
  'smart bin report XLSX',
];
const pairs = writerNames.flatMap((writer) =>
  Object.keys(readers).map((reader) => [writer, reader] as const),
);

describe("the product's own code files, uploaded back unchanged", () => {
  it('are the files the product writes, a sequence or a pack first where it puts one', () => {
    const firstLines = Object.fromEntries(
      writerNames
        .filter((name) => !name.endsWith('XLSX'))
        .map((name) => [name, files.get(name)!.bytes.toString('utf8').split(/\r?\n/)[0]]),
    );
    expect(firstLines).toEqual({
      'batch codes CSV': 'seq,code',
      'batch URLs CSV': 'seq,url',
      'print data CSV': 'Sr No,Lane,Code,URL,Serial Number,Month,Year',
      'roll CSV': 'Roll No,Label,Sr No,Code,URL',
      'token file': 'pack,position,seq,code,validUpto',
    });
    expect(files.get('roll CSV')!.codes).toHaveLength(7);
    expect(files.get('token file')!.codes).toHaveLength(40);
  });

  it.each(pairs)('%s into %s: exactly its codes', async (writer, reader) => {
    const file = files.get(writer)!;
    expect(await readers[reader]!(file)).toEqual([...file.codes].sort());
  });
});
