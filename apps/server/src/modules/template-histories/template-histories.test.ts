import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { scanUrlOf } from '@veritag/domain';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { demoCompanyId, insertCustomer, otherCompanyAdmin } from '../../test-support/master-data';
import {
  artworkPdf,
  batchTestKit,
  csvRows,
  templateLevel,
  tokenLevel,
  type BatchReply,
} from './test-support/token-batches';
import { call } from '../../test-support/api-calls';

const publicBaseUrl = 'https://labels.example.com';
let t: TestApp;
let admin: string;
let companyId: number;
let customer: { id: number; companyName: string };
let templateId: number;
const kit = batchTestKit(
  () => t,
  () => admin,
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl });
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  customer = await insertCustomer(t, companyId, 'Batch Foods Ltd');
  templateId = await kit.designedTemplate(customer.id, 'Jar label');
}, 60_000);
afterAll(async () => t?.close());

/** The batch's codes as the code table holds them, in seq order. */
const issuedCodes = async (batchId: number) =>
  (
    (await t.database.db.execute(
      sql`select seq, code from codes where batch_kind = 'templateHistory' and batch_id = ${batchId} order by seq`,
    )) as unknown as {
      rows: { seq: number; code: string }[];
    }
  ).rows;

describe('generating a token batch', () => {
  let batch: BatchReply;
  beforeAll(async () => {
    batch = await kit.generated({
      templateId: String(templateId),
      quantity: '25',
      expirationDate: '18',
      poNumber: 'PO-7',
    });
  }, 60_000);

  it('ends COMPLETED with the PDF, the two CSVs and the manifest', () => {
    expect(batch).toMatchObject({
      status: 'COMPLETED',
      quantity: 25,
      progress: null,
      template: {
        id: templateId,
        description: 'Jar label',
        customer: { companyName: 'Batch Foods Ltd' },
      },
    });
    expect(batch.files!.map((file) => [file.kind, file.part, file.name])).toEqual([
      ['pdf', 1, `batch-${batch.id}-labels.pdf`],
      ['codes', 1, `batch-${batch.id}-codes.csv`],
      ['urls', 1, `batch-${batch.id}-urls.csv`],
      ['manifest', 1, `batch-${batch.id}-manifest.json`],
    ]);
  });

  it('has a codes CSV of exactly its 25 codes, each once, as the code table holds them', async () => {
    const bytes = await kit.download(batch.id, 'codes');
    // A machine's file, as every CSV the platform writes: no byte order mark before the first column's name.
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe('seq,code');
    const rows = csvRows(bytes);
    const issued = await issuedCodes(batch.id);
    expect(issued).toHaveLength(25);
    expect(rows).toEqual(issued.map((row) => [String(row.seq), row.code]));
    expect(new Set(rows.map((row) => row[1])).size).toBe(25);
  });

  it('has a URLs CSV with each code on the public address, in the same order', async () => {
    const urls = csvRows(await kit.download(batch.id, 'urls'));
    const issued = await issuedCodes(batch.id);
    expect(urls).toEqual(
      issued.map((row) => [String(row.seq), scanUrlOf(publicBaseUrl, row.code)]),
    );
  });

  it('has a manifest whose sizes and hashes are those of the files downloaded', async () => {
    const manifest = JSON.parse((await kit.download(batch.id, 'manifest')).toString('utf8'));
    const issued = await issuedCodes(batch.id);
    expect(manifest).toMatchObject({
      batch: batch.id,
      count: 25,
      firstCode: issued[0]!.code,
      lastCode: issued[24]!.code,
      template: { id: templateId, revision: batch.revision },
    });
    expect(manifest.files.map((file: { kind: string }) => file.kind)).toEqual([
      'pdf',
      'codes',
      'urls',
    ]);
    for (const file of manifest.files as {
      kind: 'codes' | 'urls' | 'pdf';
      part: number;
      bytes: number;
      sha256: string;
    }[]) {
      const bytes = await kit.download(batch.id, file.kind, file.part);
      expect({ bytes: bytes.length, sha256: sha256(bytes) }).toEqual({
        bytes: file.bytes,
        sha256: file.sha256,
      });
      const listed = batch.files!.find((f) => f.kind === file.kind && f.part === file.part)!;
      expect({ bytes: listed.bytes, sha256: listed.sha256 }).toEqual({
        bytes: file.bytes,
        sha256: file.sha256,
      });
    }
    const manifestBytes = await kit.download(batch.id, 'manifest');
    expect(batch.files!.find((f) => f.kind === 'manifest')!.sha256).toBe(sha256(manifestBytes));
  });

  it('serves a PDF holding the 25 labels', async () => {
    const pdf = await kit.download(batch.id, 'pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBeGreaterThan(0);
    expect(document.getPageCount()).toBeLessThanOrEqual(25);
  });
});

describe('labels per file', () => {
  it('splits the PDF into parts of that many labels, each downloadable', async () => {
    const batch = await kit.generated({
      templateId: String(templateId),
      quantity: '25',
      labelsPerFile: '10',
    });
    expect(batch.status).toBe('COMPLETED');
    const parts = batch.files!.filter((file) => file.kind === 'pdf');
    expect(parts.map((file) => file.name)).toEqual(
      [1, 2, 3].map((part) => `batch-${batch.id}-labels-part-${part}-of-3.pdf`),
    );
    const manifest = JSON.parse((await kit.download(batch.id, 'manifest')).toString('utf8'));
    expect(
      manifest.files
        .filter((f: { kind: string }) => f.kind === 'pdf')
        .map((f: { labels: number }) => f.labels),
    ).toEqual([10, 10, 5]);
    for (const part of [1, 2, 3])
      expect((await kit.download(batch.id, 'pdf', part)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: batch.id, kind: 'pdf' }, query: { part: '4' } },
          admin,
        )
      ).status,
    ).toBe(404);
  }, 60_000);
});

describe('refusals', () => {
  it('refuses a PENDING template, a quantity of 0 or of eight digits, and a file that is not a PDF', async () => {
    const pending = await kit.designedTemplate(customer.id, 'Not yet', { status: 'PENDING' });
    const refused = async (
      fields: Record<string, string>,
      file?: Parameters<typeof kit.generate>[1],
    ) => {
      const reply = await kit.generate(
        { templateId: String(templateId), quantity: '5', ...fields },
        file,
      );
      expect(reply.status, reply.text).toBe(400);
      return reply.problem;
    };
    expect((await refused({ templateId: String(pending) })).title).toMatch(/pending/i);
    expect((await refused({ quantity: '0' })).errors![0]!.field).toBe('quantity');
    expect((await refused({ quantity: '10000000' })).errors![0]!.field).toBe('quantity');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notPdf = await kit.generate(
      { templateId: String(templateId), quantity: '5' },
      { bytes: png, name: 'art.pdf', type: 'application/pdf' },
    );
    expect(notPdf.status).toBeGreaterThanOrEqual(400);
    expect(notPdf.status).toBeLessThan(500);
  });

  it('refuses a PO number its font cannot print, naming the character, before any batch or code exists', async () => {
    const po = { name: 'PO', type: 'PO Number', x: 140, y: 90, width: 130, height: 14 };
    const withPo = await kit.designedTemplate(customer.id, 'PO label', { components: [po] });
    const batches = async () =>
      (await t.database.db.execute(
        sql`select count(*)::int as n from template_histories`,
      )) as unknown as { rows: { n: number }[] };
    const before = (await batches()).rows[0]!.n;
    const reply = await kit.generate({
      templateId: String(withPo),
      quantity: '5',
      poNumber: 'PO ✓ 17',
    });
    expect(reply.status, reply.text).toBe(400);
    const title =
      "The font Helvetica cannot print '✓' (U+2713) in component PO: remove it or choose a font that has it";
    expect(reply.problem).toMatchObject({ title, errors: [{ field: 'poNumber', detail: title }] });
    expect((await batches()).rows[0]!.n).toBe(before);
  });

  it("refuses artwork of another size than the template's label, saying both sizes", async () => {
    const reply = await kit.generate(
      { templateId: String(templateId), quantity: '5' },
      {
        bytes: await artworkPdf({ width: 200, height: 100 }),
        name: 'art.pdf',
        type: 'application/pdf',
      },
    );
    expect(reply.status, reply.text).toBe(400);
    expect(reply.problem.title).toBe(
      "The PDF file's page is 70.6 x 35.3 mm but the template's label is 101.6 x 50.8 mm: upload artwork of the template's size",
    );
  });

  it("accepts artwork of the template's size and prints the batch on it", async () => {
    const batch = await kit.generated(
      { templateId: String(templateId), quantity: '3' },
      { bytes: await artworkPdf(), name: 'art.pdf', type: 'application/pdf' },
    );
    expect(batch.status).toBe('COMPLETED');
  }, 60_000);

  it("keeps another company's batches out of reach: not listed, not found", async () => {
    const [mine] = (await call(t, contract.templateHistories.list, { query: { size: 1 } }, admin))
      .body.content;
    const other = await otherCompanyAdmin(t, 'Other Printers');
    expect(
      (await call(t, contract.templateHistories.list, {}, other.token)).body.totalElements,
    ).toBe(0);
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: mine!.id, kind: 'codes' } },
          other.token,
        )
      ).status,
    ).toBe(404);
    const generate = await kit.generate(
      { templateId: String(templateId), quantity: '5' },
      undefined,
      other.token,
    );
    expect(generate.status).toBe(404);
  });

  it('asks Token at level 1 for the list and downloads, Template at level 2 to generate', async () => {
    const [mine] = (await call(t, contract.templateHistories.list, { query: { size: 1 } }, admin))
      .body.content;
    const noToken = await kit.userWith(companyId, templateLevel(2));
    expect((await call(t, contract.templateHistories.list, {}, noToken)).status).toBe(403);
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: mine!.id, kind: 'codes' } },
          noToken,
        )
      ).status,
    ).toBe(403);
    const tokenOnly = await kit.userWith(companyId, tokenLevel(1));
    expect((await call(t, contract.templateHistories.list, {}, tokenOnly)).status).toBe(200);
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: mine!.id, kind: 'codes' } },
          tokenOnly,
        )
      ).status,
    ).toBe(200);
    expect(
      (await kit.generate({ templateId: String(templateId), quantity: '5' }, undefined, tokenOnly))
        .status,
    ).toBe(403);
  });

  it("shows a user limited to some customers only those customers' batches", async () => {
    const [mine] = (await call(t, contract.templateHistories.list, { query: { size: 1 } }, admin))
      .body.content;
    const elsewhere = await insertCustomer(t, companyId, 'Elsewhere Ltd');
    const limited = await kit.userWith(companyId, tokenLevel(1), [elsewhere.id]);
    expect((await call(t, contract.templateHistories.list, {}, limited)).body.totalElements).toBe(
      0,
    );
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: mine!.id, kind: 'codes' } },
          limited,
        )
      ).status,
    ).toBe(404);
  });
});

describe('the token list', () => {
  it('searches a column with Contains and sorts by the columns', async () => {
    const other = await kit.designedTemplate(customer.id, 'Cap sticker');
    await kit.generated({ templateId: String(other), quantity: '2' });
    const search = (
      await call(
        t,
        contract.templateHistories.search,
        { query: { columnName: 'template.description', searchKey: 'STICK' } },
        admin,
      )
    ).body;
    expect(search.content.map((b) => b.template.description)).toEqual(['Cap sticker']);
    const contains = (
      await call(
        t,
        contract.templateHistories.list,
        { query: { 'contains.template.description': 'jar' } },
        admin,
      )
    ).body;
    expect(contains.content.length).toBeGreaterThan(0);
    expect(contains.content.every((b) => b.template.description === 'Jar label')).toBe(true);
    const byQuantity = (
      await call(
        t,
        contract.templateHistories.list,
        { query: { sort: 'quantity,asc', size: 100 } },
        admin,
      )
    ).body;
    const quantities = byQuantity.content.map((b) => b.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    const completed = (
      await call(
        t,
        contract.templateHistories.search,
        { query: { columnName: 'status', searchKey: 'complet' } },
        admin,
      )
    ).body;
    expect(completed.content.length).toBe(byQuantity.content.length);
  }, 60_000);

  it('searches Created Date as the list shows it, in the time zone the list sends', async () => {
    const all = (await call(t, contract.templateHistories.list, { query: { size: 100 } }, admin))
      .body.content;
    const batch = all[0]!;
    // What the console shows in that zone (formatListDateTime in a browser there).
    const shown = (timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      }).formatToParts(new Date(batch.createdDate));
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
    };
    const found = async (text: string, timeZone: string) =>
      (
        await call(
          t,
          contract.templateHistories.list,
          { query: { size: 100, timeZone, 'contains.createdDate': text } },
          admin,
        )
      ).body.content.map((b) => b.id);
    // The whole shown form, its minute, its meridiem: each finds the batch in its own zone.
    for (const timeZone of ['Asia/Kolkata', 'America/New_York']) {
      expect(await found(shown(timeZone), timeZone)).toContain(batch.id);
      expect(await found(shown(timeZone).slice(9, 14), timeZone)).toContain(batch.id);
    }
    // Kolkata's hour is not New York's: the zone decides what matches.
    expect(await found(shown('Asia/Kolkata'), 'America/New_York')).not.toContain(batch.id);
    expect(await found('2026-', 'UTC')).toEqual([]);
    // A zone nobody has is refused, not passed to the database.
    const bad = await call(
      t,
      contract.templateHistories.list,
      { query: { timeZone: 'Mars/Base', 'contains.createdDate': '1' } },
      admin,
    );
    expect(bad.status).toBe(400);
  });

  it('hides the files of a batch still RUNNING (409) and shows its progress', async () => {
    const [done] = (await call(t, contract.templateHistories.list, { query: { size: 1 } }, admin))
      .body.content;
    const { templateHistories } = await import('./template-histories.table');
    const [source] = await t.database.db
      .select()
      .from(templateHistories)
      .where(eq(templateHistories.id, done!.id));
    const { id: _id, ...copy } = source!;
    const [running] = await t.database.db
      .insert(templateHistories)
      .values({ ...copy, status: 'RUNNING', quantity: 40 })
      .returning({ id: templateHistories.id });
    const listed = await kit.batch(running!.id);
    expect(listed).toMatchObject({ status: 'RUNNING', progress: { done: 0, total: 40 } });
    expect(listed.files).toBeUndefined();
    const download = await call(
      t,
      contract.templateHistories.download,
      { params: { id: running!.id, kind: 'pdf' } },
      admin,
    );
    expect(download.status).toBe(409);
    await t.database.db.execute(sql`delete from template_histories where id = ${running!.id}`);
  });
});

describe('a batch that cannot be made', () => {
  it('ends FAILED, and the token list says why', async () => {
    const { templateHistories } = await import('./template-histories.table');
    const [done] = (await call(t, contract.templateHistories.list, { query: { size: 1 } }, admin))
      .body.content;
    const [source] = await t.database.db
      .select()
      .from(templateHistories)
      .where(eq(templateHistories.id, done!.id));
    // Its own artwork, whose bytes are lost from storage after the batch was made.
    const artwork = await t.services.files.store(
      {
        buffer: await artworkPdf(),
        contentType: 'application/pdf',
        extension: 'pdf',
        originalName: 'art.pdf',
      },
      'template-history-artwork',
      companyId,
    );
    const { id: _id, ...copy } = source!;
    const batchId = await t.database.db.transaction(async (tx) => {
      await artwork.record(tx);
      const [row] = await tx
        .insert(templateHistories)
        .values({ ...copy, status: 'RUNNING', quantity: 5, artworkFileId: artwork.id })
        .returning({ id: templateHistories.id });
      return row!.id;
    });
    await artwork.discard();
    await t.jobs.queue(
      t.services.templateHistories.job,
      { batchId, codesPerStep: 100 },
      { owner: { owner: 'templateHistory', ownerId: batchId } },
    );
    const failed = await kit.finished(batchId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      progress: null,
      reason: "The labels could not be generated: the batch's PDF file is missing from storage.",
    });
    expect(failed.files).toBeUndefined();
    expect(
      (
        await call(
          t,
          contract.templateHistories.download,
          { params: { id: batchId, kind: 'pdf' } },
          admin,
        )
      ).status,
    ).toBe(409);
    const search = (
      await call(
        t,
        contract.templateHistories.search,
        { query: { columnName: 'status', searchKey: 'failed' } },
        admin,
      )
    ).body;
    expect(search.content.map((b) => b.id)).toEqual([batchId]);
  });
});

describe('the demo', () => {
  it('has a COMPLETED batch of 50 labels of the demo template', async () => {
    const demo = (
      await call(
        t,
        contract.templateHistories.search,
        { query: { columnName: 'template.description', searchKey: 'Demo label' } },
        admin,
      )
    ).body;
    expect(demo.content).toHaveLength(1);
    expect(demo.content[0]).toMatchObject({ status: 'COMPLETED', quantity: 50 });
    expect(csvRows(await kit.download(demo.content[0]!.id, 'codes'))).toHaveLength(50);
  });
});

describe("a batch's files through /api/files", () => {
  it('are served to exactly those who may download them from the token list', async () => {
    const [batch] = (
      await call(
        t,
        contract.templateHistories.search,
        { query: { columnName: 'status', searchKey: 'COMPLETED', size: 1 } },
        admin,
      )
    ).body.content;
    const { templateHistoryFiles } = await import('./template-histories.table');
    const [file] = await t.database.db
      .select()
      .from(templateHistoryFiles)
      .where(eq(templateHistoryFiles.batchId, batch!.id));
    const url = `/api/files/${file!.fileId}`;
    expect((await call(t, contract.system.file, { link: url }, admin)).status).toBe(200);
    expect(
      (
        await call(
          t,
          contract.system.file,
          { link: url },
          await kit.userWith(companyId, tokenLevel(1)),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          t,
          contract.system.file,
          { link: url },
          await kit.userWith(companyId, templateLevel(2)),
        )
      ).status,
    ).toBe(403);
    const elsewhere = await insertCustomer(t, companyId, 'Far Away Ltd');
    expect(
      (
        await call(
          t,
          contract.system.file,
          { link: url },
          await kit.userWith(companyId, tokenLevel(1), [elsewhere.id]),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.system.file,
          { link: url },
          (await otherCompanyAdmin(t, 'Third Printers')).token,
        )
      ).status,
    ).toBe(404);
  });
});
