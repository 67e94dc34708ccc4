import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { sql } from 'drizzle-orm';
import { codeSpaceCapOf, type TokenDataFile } from '@veritag/domain';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { smallPng } from '../../test-support/images';
import { demoCompanyId, otherCompanyAdmin } from '../../test-support/master-data';
import { scan } from '../../test-support/scans';
import { csvRows, packList, tokenDataTestKit } from './test-support/pack-lists';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let plantId: number;
const kit = tokenDataTestKit(
  () => t,
  () => admin,
);

/** The form as the console sends it: 10 packs of the demo's Red pack size 20. */
const fields = (more: Record<string, string> = {}) => ({
  plant: String(plantId),
  poNumber: 'PO-4711',
  poDate: '2025-03-01',
  validUpto: '3 Years',
  'matnr.color': 'Red',
  'matnr.tokenType': 'Normal',
  'matnr.packSize': '20',
  ...more,
});
const rows = () => kit.count(sql`select count(*)::int as n from token_data`);
const storedUploads = () =>
  kit.count(sql`select count(*)::int as n from stored_files where purpose = 'token-data-upload'`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  plantId = (await t.services.plants.names(companyId))[0]!.id;
}, 60_000);
afterAll(async () => t?.close());

describe('token data from upload to token file', () => {
  let uploaded: TokenDataFile;
  let done: TokenDataFile;
  beforeAll(async () => {
    const created = await kit.upload(fields(), { bytes: packList(10), name: 'po-4711-packs.csv' });
    expect(created.status, created.text).toBe(200);
    uploaded = created.body;
    const started = await call(
      t,
      contract.tokenData.generateFile,
      { params: { id: uploaded.id } },
      admin,
    );
    expect(started.status, started.text).toBe(200);
    expect(started.body.fileStatus).toMatch(/^(RUNNING|COMPLETED)$/);
    done = await kit.finished(uploaded.id);
  }, 60_000);

  it('stores the upload UPLOADED with its packs and tokens (packs x zpack), the spec fields under their names', () => {
    expect(uploaded).toMatchObject({
      fileName: 'po-4711-packs.csv',
      poNumber: 'PO-4711',
      poDate: '2025-03-01',
      validUpto: '3 Years',
      matnr: { color: 'Red', tokenType: 'Normal', packSize: 20 },
      plant: { id: plantId },
      created_by: 'admin',
      fileStatus: 'UPLOADED',
      packs: 10,
      quantity: 200,
      tokenFile: null,
    });
    expect(uploaded.validUptoDate).toBe(
      `${Number(uploaded.created_on!.slice(0, 4)) + 3}${uploaded.created_on!.slice(4, 10)}`,
    );
  });

  it('ends COMPLETED with a token file of exactly 200 unique codes, the code table’s, 20 to each pack in the list’s order', async () => {
    expect(done).toMatchObject({
      fileStatus: 'COMPLETED',
      progress: null,
      reason: null,
      tokenFile: { name: `token-data-${uploaded.id}.csv` },
    });
    const bytes = await kit.download(uploaded.id);
    expect(done.tokenFile!.bytes).toBe(bytes.length);
    expect(bytes.toString('utf8').split('\r\n')[0]).toBe('pack,position,seq,code,validUpto');
    const lines = csvRows(bytes);
    const issued = await kit.issued(uploaded.id);
    expect(lines).toHaveLength(200);
    expect(issued).toHaveLength(200);
    expect(new Set(lines.map((line) => line[3])).size).toBe(200);
    expect(lines.map((line) => [Number(line[2]), line[3]])).toEqual(
      issued.map((row) => [row.seq, row.code]),
    );
    const packs = [...new Set(lines.map((line) => line[0]))];
    expect(packs).toEqual(
      Array.from({ length: 10 }, (_, index) => `PK-${String(index + 1).padStart(5, '0')}`),
    );
    for (const pack of packs) {
      expect(lines.filter((line) => line[0] === pack).map((line) => Number(line[1]))).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
    }
    expect(new Set(lines.map((line) => line[4]))).toEqual(new Set([done.validUptoDate]));
  });

  it('answers the download as an attachment of type CSV under the file’s name', async () => {
    const reply = await call(
      t,
      contract.tokenData.download,
      { params: { id: uploaded.id } },
      admin,
    );
    expect(reply.headers['content-type']).toBe('text/csv');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="token-data-${uploaded.id}.csv"`,
    );
  });

  it('leaves a COMPLETED file as it is when generation is asked again: no second run, no further code', async () => {
    const again = await call(
      t,
      contract.tokenData.generateFile,
      { params: { id: uploaded.id } },
      admin,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done);
    expect(
      await kit.count(
        sql`select count(*)::int as n from job_runs where owner = 'tokenData' and owner_id = ${String(uploaded.id)}`,
      ),
    ).toBe(1);
    expect(await kit.issued(uploaded.id)).toHaveLength(200);
  });

  it("describes its codes as the plant's customer's, released, valid through validUpto: they scan, and go to the blacklist and Link QrCode", async () => {
    const plant = await t.database.db.execute(
      sql`select customer_id from plants where id = ${plantId}`,
    );
    const customerId = (plant as unknown as { rows: { customer_id: number }[] }).rows[0]!
      .customer_id;
    const dayAfterValidUpto = new Date(
      Date.parse(`${done.validUptoDate}T00:00:00Z`) + 24 * 60 * 60 * 1000,
    );
    expect(
      await t.services.codes.describeBatch(t.database.db, { kind: 'tokenData', id: uploaded.id }),
    ).toEqual({ companyId, customerId, released: true, expiresAt: dayAfterValidUpto });
    const [first] = await kit.issued(uploaded.id);
    expect((await scan(t, first!.code)).view.verdict).toBe('genuine');
  });

  it('lists newest first and searches, filters and sorts on the server', async () => {
    const page = (await call(t, contract.tokenData.list, { query: { page: 0, size: 10 } }, admin))
      .body;
    expect(page.content[0]!.id).toBeGreaterThanOrEqual(uploaded.id);
    const ids = async (query: object) =>
      (await call(t, contract.tokenData.list, { query }, admin)).body.content.map(
        (file) => file.id,
      );
    expect(await ids({ 'contains.poNumber': 'po-4711' })).toContain(uploaded.id);
    expect(await ids({ 'contains.poNumber': 'no-such-po' })).toEqual([]);
    expect(await ids({ search: 'po-4711-packs' })).toContain(uploaded.id);
    expect(await ids({ 'contains.fileStatus': 'completed' })).toContain(uploaded.id);
    expect(await ids({ 'contains.fileStatus': 'uploaded' })).not.toContain(uploaded.id);
    const sizes = (
      await call(
        t,
        contract.tokenData.list,
        { query: { sort: 'matnr.packSize,asc', size: 100 } },
        admin,
      )
    ).body.content.map((file) => file.matnr.packSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });
});

describe('refusals: each says what is wrong and nothing is written', () => {
  let before: { rows: number; files: number; onDisk: number };
  beforeAll(async () => {
    before = {
      rows: await rows(),
      files: await storedUploads(),
      onDisk: await t.storedFileCount(),
    };
  });
  const expectNothingWritten = async () =>
    expect({
      rows: await rows(),
      files: await storedUploads(),
      onDisk: await t.storedFileCount(),
    }).toEqual(before);
  const refused = async (
    reply: Awaited<ReturnType<typeof kit.upload>>,
    status: number,
    title: string,
  ) => {
    expect(reply.status, reply.text).toBe(status);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    expect(reply.problem.title).toBe(title);
    return Object.fromEntries(
      ((reply.problem.errors ?? []) as { field: string; detail: string }[]).map((error) => [
        error.field,
        error.detail,
      ]),
    );
  };

  it('names each missing or wrong field with the spec’s messages', async () => {
    const reply = await kit.upload({
      plant: '',
      poNumber: '',
      validUpto: '',
      'matnr.color': '',
      'matnr.packSize': '',
    });
    expect(await refused(reply, 400, reply.problem.title)).toEqual({
      plant: 'This field is required',
      poNumber: 'This field is required',
      validUpto: 'This field is required',
      'matnr.color': 'This field is required',
      'matnr.packSize': 'This field is required',
    });
    expect(
      await refused(
        await kit.upload(fields({ 'matnr.packSize': '0' })),
        400,
        "Invalid matnr.packSize: Value can't be less than 1",
      ),
    ).toEqual({
      'matnr.packSize': "Value can't be less than 1",
    });
    expect(
      await refused(
        await kit.upload(fields({ validUpto: '6 Years' })),
        400,
        'Invalid validUpto: Please choose a value from the list',
      ),
    ).toBeDefined();
    expect(
      await refused(
        await kit.upload(fields({ poDate: '2009-12-31' })),
        400,
        'Invalid poDate: Year must be between 2010 and 2070',
      ),
    ).toBeDefined();
    expect(
      await refused(
        await kit.upload(fields({ poDate: '2071-01-01' })),
        400,
        'Invalid poDate: Year must be between 2010 and 2070',
      ),
    ).toBeDefined();
    expect(await refused(await kit.upload(fields(), null), 400, 'Choose a file for file')).toEqual({
      file: 'This field is required',
    });
    await expectNothingWritten();
  });

  it('refuses a file that is not a CSV by its bytes (415), whatever its name, and one over 10,000,000 bytes (413)', async () => {
    expect(
      await refused(
        await kit.upload(fields(), { bytes: smallPng(), name: 'packs.csv', type: 'text/csv' }),
        415,
        'The file must be a CSV file',
      ),
    ).toEqual({
      file: 'The file must be a CSV file',
    });
    const huge = Buffer.concat([packList(1), Buffer.alloc(10_000_001 - packList(1).length, 0x41)]);
    expect(
      await refused(
        await kit.upload(fields(), { bytes: huge }),
        413,
        'The file is larger than 10 MB',
      ),
    ).toEqual({
      file: 'The file is larger than 10 MB',
    });
    await expectNothingWritten();
  });

  it('refuses a CSV whose content is not a pack list, naming the line', async () => {
    const upload = (text: string) => kit.upload(fields(), { bytes: Buffer.from(text) });
    await refused(await upload('sku\nA'), 400, 'The CSV file must start with the header line pack');
    await refused(
      await upload('pack\n'),
      400,
      'The CSV file lists no packs: add one pack reference a line under the header',
    );
    await refused(
      await upload('pack\nA\nB\nA\n'),
      400,
      'Line 4 of the CSV file repeats pack A (first on line 2)',
    );
    await refused(
      await upload('pack\nA,12\n'),
      400,
      'Line 2 of the CSV file has more than one column: the file holds one column, pack',
    );
    expect(
      await refused(
        await upload('pack\n=HYPERLINK("x")\n'),
        400,
        'Line 2 of the CSV file: \'=HYPERLINK("x")\' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)',
      ),
    ).toEqual({
      file: 'Line 2 of the CSV file: \'=HYPERLINK("x")\' is not a pack reference (1 to 50 letters, digits, - _ / or ., starting with a letter or digit)',
    });
    await refused(
      await kit.upload(fields(), { bytes: packList(50_001) }),
      400,
      "The CSV file's 50,001 packs of 20 make 1,000,020 tokens; a token data file holds at most 1,000,000: split the purchase order",
    );
    await expectNothingWritten();
  });

  it('refuses a colour or pack size no master product has, and a quantity the CSV does not make', async () => {
    expect(
      await refused(
        await kit.upload(fields({ 'matnr.color': 'Mauve' })),
        400,
        'Invalid matnr.color: No master product has the colour Mauve',
      ),
    ).toEqual({
      'matnr.color': 'No master product has the colour Mauve',
    });
    await refused(
      await kit.upload(fields({ 'matnr.packSize': '15' })),
      400,
      'Invalid matnr.packSize: No Red master product comes in packs of 15: choose 10, 20',
    );
    await refused(
      await kit.upload(fields({ quantity: '61' }), { bytes: packList(3) }),
      400,
      "Invalid quantity: The CSV file's 3 packs of 20 make 60 tokens, not 61",
    );
    expect((await kit.upload(fields({ quantity: '60' }), { bytes: packList(3) })).status).toBe(200);
    before = {
      rows: await rows(),
      files: await storedUploads(),
      onDisk: await t.storedFileCount(),
    };
  });

  it('refuses a plant that does not exist (404) and generation or download of an unknown id (404)', async () => {
    await refused(await kit.upload(fields({ plant: '2147483647' })), 404, 'Plant not found');
    expect(
      (await call(t, contract.tokenData.generateFile, { params: { id: '2147483647' } }, admin))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.tokenData.download, { params: { id: '2147483647' } }, admin)).problem
        .title,
    ).toBe('Token data not found');
    await expectNothingWritten();
  });

  it('refuses tokens past the room left for 12-character codes on the platform, advising no other length', async () => {
    // Token codes take the platform's default settings; 36 trillion of them cannot be uploaded, so the count is moved near its cap.
    const alnum12 = sql`code_type = 'Alphanumeric' and length = 12`;
    const [{ reserved }] = (
      (await t.database.db.execute(
        sql`select reserved::text from code_space_counts where ${alnum12}`,
      )) as unknown as { rows: { reserved: string }[] }
    ).rows as [{ reserved: string }];
    await t.database.db.execute(
      sql`update code_space_counts set reserved = ${codeSpaceCapOf({ type: 'Alphanumeric', length: 12 }) - 15} where ${alnum12}`,
    );
    try {
      const title =
        'Only 15 more Alphanumeric codes of 12 characters can be issued on this platform (each length may use a thousandth of its codes)';
      expect(await refused(await kit.upload(fields(), { bytes: packList(1) }), 400, title)).toEqual(
        { quantity: title },
      );
      await expectNothingWritten();
    } finally {
      await t.database.db.execute(
        sql`update code_space_counts set reserved = ${reserved}::bigint where ${alnum12}`,
      );
    }
  });

  it('answers 409 for the download of a file not made yet, and lists it UPLOADED', async () => {
    const created = (await kit.upload(fields(), { bytes: packList(2) })).body;
    const reply = await call(t, contract.tokenData.download, { params: { id: created.id } }, admin);
    expect([reply.status, reply.problem.title]).toEqual([
      409,
      'The token file is not made yet: it can be downloaded once the file is COMPLETED',
    ]);
    expect((await kit.byId(created.id)).fileStatus).toBe('UPLOADED');
  });
});

describe('a failed file', () => {
  it('shows FAILED with its reason, and generateFile starts a new run that issues no code twice', async () => {
    const created = (await kit.upload(fields({ 'matnr.packSize': '10' }), { bytes: packList(5) }))
      .body;
    // The pack list's bytes go missing from storage (a hand-cleaned disk): the file cannot be written.
    const [stored] = (
      (await t.database.db.execute(
        sql`select f.storage_key from stored_files f join token_data d on d.upload_file_id = f.id where d.id = ${created.id}`,
      )) as unknown as { rows: { storage_key: string }[] }
    ).rows;
    const onDisk = path.join(t.filesDir, stored!.storage_key);
    const bytes = await readFile(onDisk);
    await rm(onDisk);
    await call(t, contract.tokenData.generateFile, { params: { id: created.id } }, admin);
    const failed = await kit.finished(created.id);
    expect(failed).toMatchObject({
      fileStatus: 'FAILED',
      reason: 'The token file could not be made: the uploaded CSV file is missing from storage.',
      tokenFile: null,
    });
    expect(await kit.issued(created.id)).toHaveLength(50);

    await writeFile(onDisk, bytes);
    const again = await call(
      t,
      contract.tokenData.generateFile,
      { params: { id: created.id } },
      admin,
    );
    expect(again.body.fileStatus).toMatch(/^(RUNNING|COMPLETED)$/);
    const done = await kit.finished(created.id);
    expect(done.fileStatus).toBe('COMPLETED');
    expect(
      await kit.count(
        sql`select count(*)::int as n from job_runs where owner = 'tokenData' and owner_id = ${String(created.id)}`,
      ),
    ).toBe(2);
    const issued = await kit.issued(created.id);
    expect(issued.map((row) => row.seq)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(csvRows(await kit.download(created.id)).map((line) => line[3])).toEqual(
      issued.map((row) => row.code),
    );
  });
});

describe('who may do what', () => {
  it("keeps another company's token data out of reach (404) and out of its list, and its own plant ids only", async () => {
    const mine = (await kit.upload(fields(), { bytes: packList(1) })).body;
    const other = await otherCompanyAdmin(t, 'Other Token Data Co');
    const theirList = (
      await call(t, contract.tokenData.list, { query: { size: 100 } }, other.token)
    ).body.content;
    expect(theirList).toEqual([]);
    expect(
      (await call(t, contract.tokenData.generateFile, { params: { id: mine.id } }, other.token))
        .status,
    ).toBe(404);
    expect(
      (await call(t, contract.tokenData.download, { params: { id: 1 } }, other.token)).status,
    ).toBe(404);
    const stolen = await kit.upload(fields(), { bytes: packList(1) }, other.token);
    expect([stolen.status, stolen.problem.title]).toEqual([404, 'Plant not found']);
    expect((await kit.byId(mine.id)).fileStatus).toBe('UPLOADED');
  });

  it('follows the Token Data levels: 1 lists and downloads, 2 adds and generates; one level too low answers 403', async () => {
    const completed = (
      await call(
        t,
        contract.tokenData.list,
        { query: { 'contains.fileStatus': 'COMPLETED', size: 1 } },
        admin,
      )
    ).body.content[0]!;
    const none = await kit.userHolding(companyId, [{ name: 'Master Product', level: 1 }]);
    const viewer = await kit.userHolding(companyId, [{ name: 'Token Data', level: 1 }]);
    const adder = await kit.userHolding(companyId, [{ name: 'Token Data', level: 2 }]);

    const listAsNone = await call(t, contract.tokenData.list, {}, none);
    expect([listAsNone.status, listAsNone.problem.title]).toEqual([
      403,
      'You need the Token Data privilege at level 1',
    ]);
    expect(
      (await call(t, contract.tokenData.download, { params: { id: completed.id } }, none)).status,
    ).toBe(403);

    expect((await call(t, contract.tokenData.list, {}, viewer)).status).toBe(200);
    expect(
      (await call(t, contract.tokenData.download, { params: { id: completed.id } }, viewer)).status,
    ).toBe(200);
    const addAsViewer = await kit.upload(fields(), { bytes: packList(1) }, viewer);
    expect([addAsViewer.status, addAsViewer.problem.title]).toEqual([
      403,
      'You need the Token Data privilege at level 2',
    ]);
    const generateAsViewer = await call(
      t,
      contract.tokenData.generateFile,
      { params: { id: completed.id } },
      viewer,
    );
    expect([generateAsViewer.status, generateAsViewer.problem.title]).toEqual([
      403,
      'You need the Token Data privilege at level 2',
    ]);

    // The form's colours and pack sizes: Token Data is enough, without Master Product.
    expect(
      (await call(t, contract.masterProducts.colors, {}, adder)).body.map(
        (c: { value: string }) => c.value,
      ),
    ).toContain('Red');
    expect(
      (await call(t, contract.masterProducts.packSizes, { params: { color: 'Red' } }, adder)).body,
    ).toEqual([10, 20]);
    const added = await kit.upload(fields(), { bytes: packList(1) }, adder);
    expect(added.status, added.text).toBe(200);
    expect(added.body.created_by).toMatch(/^token-data-user-/);
    expect(
      (await call(t, contract.tokenData.generateFile, { params: { id: added.body.id } }, adder))
        .status,
    ).toBe(200);
  });

  it('keeps the order when its plant is deleted: the plant’s name stays, its id goes', async () => {
    const plant = await t.services.plants.create(companyId, {
      plantCode: 'TMP-1',
      name: 'Short-lived plant',
      address: 'Somewhere',
      customer: (await t.services.plants.get(companyId, plantId)).customer.id,
      allowAllProduct: true,
      plantProducts: [],
      contectPersons: [],
    } as never);
    const created = (await kit.upload(fields({ plant: String(plant.id) }), { bytes: packList(1) }))
      .body;
    await t.services.plants.remove(companyId, plant.id);
    expect((await kit.byId(created.id)).plant).toEqual({ id: null, name: 'Short-lived plant' });
  });
});
