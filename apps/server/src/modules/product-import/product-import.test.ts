import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { buildZip, xlsxEntries } from '../../test-support/zip';
import { compoundFile } from '../../test-support/upload-files';
import { importColumns } from './import-columns';
import {
  csvOf,
  customerLevel,
  importTestKit,
  productLevel,
  rowWith,
  sheetOf,
  xlsxOf,
  xlsxWithMonthsAsDates,
} from './test-support/product-sheets';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let customerId: number;
const kit = importTestKit(
  () => t,
  () => admin,
);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  const customer = (
    await call(t, contract.customers.list, { query: { page: 0, size: 1, type: 'Customer' } }, admin)
  ).body.content[0];
  customerId = customer!.id;
  companyId = (
    await t.services.companies.page({
      page: 0,
      size: 1,
      sort: { field: 'createdDate', direction: 'asc' },
      search: '',
      'contains.name': '',
    })
  ).content[0]!.id;
});
afterAll(async () => t.close());

const codesOf = async () =>
  (await t.services.products.ofCustomer(companyId, customerId)).map(
    (p: { productCode: string }) => p.productCode,
  );

describe('Download Sample Excel and Upload Products', () => {
  it("serves a sample whose columns are the import's, and that sample imports as one product", async () => {
    const sample = await call(t, contract.products.importSample, {}, admin);
    expect(sample.status).toBe(200);
    expect(sample.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sample.headers['content-disposition']).toContain('product-upload-sample.xlsx');
    const rows = await sheetOf(sample.body);
    expect(rows[0]).toEqual(importColumns.map((c) => c.field));
    expect(rows.length).toBe(2);

    const before = await codesOf();
    const status = await kit.imported(customerId, sample.body, 'product-upload-sample.xlsx');
    expect(status).toMatchObject({
      state: 'COMPLETED',
      done: 1,
      total: 1,
      reason: null,
      errorFile: null,
      customerId,
      fileName: 'product-upload-sample.xlsx',
    });
    expect((await codesOf()).length).toBe(before.length + 1);
    expect(await codesOf()).toContain('PEO-1L');
    const option = (await t.services.products.ofCustomer(companyId, customerId)).find(
      (p: { productCode: string }) => p.productCode === 'PEO-1L',
    )!;
    const product = (await call(t, contract.products.get, { params: { id: option.id } }, admin))
      .body;
    expect(product).toMatchObject({
      productName: 'Premium Engine Oil 1L',
      productSrNo: 'SR-0001',
      productLink: 'https://example.com/products/peo-1l',
      offerCode: null,
      fontName: 'Helvetica',
      fontSize: 12,
      color: '#000000',
      mfgDate: '2025-01-01T00:00:00',
      expiryDate: '2027-01-01T00:00:00',
      allowNumberOfScans: 5,
      msgAfterScanExceded: 'This code has been scanned too often',
      authenticationActivated: true,
      checkCountOfScan: true,
      captureUserData: false,
      staticQr: false,
      customer: { id: customerId },
    });
  });

  it('imports a CSV (only some columns, any order, yes/no switches) and an Excel-written XLSX', async () => {
    const columns = [
      'productCode',
      'productName',
      'productSrNo',
      'productDescription',
      'labelSize',
      'labelSpecification',
      'staticQr',
    ];
    const csv = csvOf(
      [
        rowWith({ productCode: 'CSV-1', staticQr: 'Yes' }),
        rowWith({ productCode: 'CSV-2', productName: 'Oil, "extra" grade', staticQr: 'no' }),
        rowWith({ productCode: 'CSV-3', staticQr: '' }),
      ],
      columns,
    );
    expect(await kit.imported(customerId, csv, 'products.csv')).toMatchObject({
      state: 'COMPLETED',
      done: 3,
    });
    const xlsx = await xlsxOf([
      rowWith({ productCode: 'XLSX-1' }),
      rowWith({ productCode: 'XLSX-2' }),
    ]);
    expect(await kit.imported(customerId, xlsx, 'products.xlsx')).toMatchObject({
      state: 'COMPLETED',
      done: 2,
    });
    expect(await codesOf()).toEqual(
      expect.arrayContaining(['CSV-1', 'CSV-2', 'CSV-3', 'XLSX-1', 'XLSX-2']),
    );
    const options = await t.services.products.ofCustomer(companyId, customerId);
    expect(options.find((p: { productCode: string }) => p.productCode === 'CSV-2')).toMatchObject({
      productName: 'Oil, "extra" grade',
    });
  });

  it('imports a sheet larger than one insert statement whole, with text in any script intact', async () => {
    // About 600 bytes a staged row: 1,200 rows go to the database in several statements.
    const rows = Array.from({ length: 1_200 }, (_, i) =>
      rowWith({ productCode: `MANY-${i}`, productName: `Café – 東京 ✓ ${i}` }),
    );
    expect(await kit.imported(customerId, csvOf(rows), 'many.csv')).toMatchObject({
      state: 'COMPLETED',
      done: 1_200,
    });
    const imported = (await t.services.products.ofCustomer(companyId, customerId)).filter(
      (p: { productCode: string }) => p.productCode.startsWith('MANY-'),
    );
    expect(imported).toHaveLength(1_200);
    expect(
      imported.find((p: { productCode: string }) => p.productCode === 'MANY-1199'),
    ).toMatchObject({ productName: 'Café – 東京 ✓ 1199' });
  });

  it('imports nothing when one row fails, and lists row, column and message in the error file', async () => {
    const before = await codesOf();
    const sheet = await xlsxOf([
      rowWith({ productCode: 'GOOD-1' }),
      rowWith({ productCode: '' }),
      rowWith({ productCode: 'GOOD-2', mfgDate: '2026-05', expiryDate: '2026-05' }),
      rowWith({ productCode: 'GOOD-3', productSrNo: 'S'.repeat(26) }),
      rowWith({ productCode: 'GOOD-4' }),
    ]);
    const status = await kit.imported(customerId, sheet, 'bad-row.xlsx');
    expect(status.state).toBe('FAILED');
    expect(status.reason).toBe(
      'The products could not be imported: 3 of 5 rows have errors, so no product was imported; download the error file, correct the rows and upload again.',
    );
    expect(await codesOf()).toEqual(before);

    const errors = await call(t, contract.system.file, { link: status.errorFile }, admin);
    expect(errors.status).toBe(200);
    expect(await sheetOf(errors.body)).toEqual([
      ['Row', 'Column', 'Message'],
      ['3', 'productCode', 'This field is required'],
      ['4', 'expiryDate', 'Expiry Month can not be less than or equal to Mfg Month'],
      ['5', 'productSrNo', 'Value must be less than 25'],
    ]);
  });

  it('reads a month Excel stored as a date (typed 2025-01) as that month, and says only what is wrong with one out of range', async () => {
    const sheet = await xlsxWithMonthsAsDates([
      rowWith({ productCode: 'MONTH-1', mfgDate: '2025-01', expiryDate: '2027-03' }),
    ]);
    expect(await kit.imported(customerId, sheet, 'months.xlsx')).toMatchObject({
      state: 'COMPLETED',
      done: 1,
    });
    const [made] = (await t.services.products.ofCustomer(companyId, customerId)).filter(
      (p: { productCode: string }) => p.productCode === 'MONTH-1',
    );
    expect(
      (await call(t, contract.products.get, { params: { id: made!.id } }, admin)).body,
    ).toMatchObject({
      mfgDate: '2025-01-01T00:00:00',
      expiryDate: '2027-03-01T00:00:00',
    });

    const early = await kit.imported(
      customerId,
      await xlsxWithMonthsAsDates([rowWith({ productCode: 'MONTH-2', mfgDate: '1999-05' })]),
      'early.xlsx',
    );
    expect(early.state).toBe('FAILED');
    expect(
      await sheetOf((await call(t, contract.system.file, { link: early.errorFile }, admin)).body),
    ).toEqual([
      ['Row', 'Column', 'Message'],
      ['2', 'mfgDate', 'Year must be between 2010 and 2050'],
    ]);
  });

  it('updates the product a customer has (same product code) instead of adding it twice, writing only the columns the sheet has', async () => {
    const [otherCustomerId] = (
      await call(
        t,
        contract.customers.list,
        { query: { page: 0, size: 2, type: 'Customer' } },
        admin,
      )
    ).body.content
      .slice(1)
      .map((c) => c.id) as [number];
    expect(
      await kit.imported(
        customerId,
        csvOf([
          rowWith({ productCode: 'TWICE-1', productName: 'First name', allowNumberOfScans: '7' }),
        ]),
        'first.csv',
      ),
    ).toMatchObject({ state: 'COMPLETED', done: 1, updated: 0 });
    expect(
      await kit.imported(
        otherCustomerId,
        csvOf([rowWith({ productCode: 'TWICE-1', productName: 'Another customer' })]),
        'other.csv',
      ),
    ).toMatchObject({ done: 1, updated: 0 });
    const [before] = (await t.services.products.ofCustomer(companyId, customerId)).filter(
      (p: { productCode: string }) => p.productCode === 'TWICE-1',
    );

    const columns = [
      'productCode',
      'productName',
      'productSrNo',
      'productDescription',
      'labelSize',
      'labelSpecification',
    ];
    const again = csvOf(
      [
        rowWith({ productCode: 'TWICE-1', productName: 'Second name' }),
        rowWith({ productCode: 'TWICE-2' }),
      ],
      columns,
    );
    expect(await kit.imported(customerId, again, 'again.csv')).toMatchObject({
      state: 'COMPLETED',
      done: 2,
      updated: 1,
      errorFile: null,
    });
    const twice = (await t.services.products.ofCustomer(companyId, customerId)).filter(
      (p: { productCode: string }) => p.productCode === 'TWICE-1',
    );
    expect(twice.map((p: { id: number }) => p.id)).toEqual([before!.id]);
    // The sheet had no allowNumberOfScans column: the product keeps its 7.
    expect(
      (await call(t, contract.products.get, { params: { id: before!.id } }, admin)).body,
    ).toMatchObject({
      productName: 'Second name',
      allowNumberOfScans: 7,
    });
    const other = (await t.services.products.ofCustomer(companyId, otherCustomerId)).filter(
      (p: { productCode: string }) => p.productCode === 'TWICE-1',
    );
    expect(other).toMatchObject([{ productName: 'Another customer' }]);
  });

  it('refuses a sheet listing one product code twice, naming the row that repeats it', async () => {
    const status = await kit.imported(
      customerId,
      csvOf([
        rowWith({ productCode: 'REPEAT-1' }),
        rowWith({ productCode: 'REPEAT-2' }),
        rowWith({ productCode: 'REPEAT-1' }),
      ]),
      'repeat.csv',
    );
    expect(status.state).toBe('FAILED');
    expect(
      await sheetOf((await call(t, contract.system.file, { link: status.errorFile }, admin)).body),
    ).toEqual([
      ['Row', 'Column', 'Message'],
      ['4', 'productCode', 'This product code is on row 2 already; list each product once'],
    ]);
    expect(await codesOf()).not.toContain('REPEAT-1');
  });

  it('imports nothing when the database refuses a row half way through the insert', async () => {
    const before = await codesOf();
    // Every row passes the form's rules; the database refuses the last one, as it would a value
    // out of a column's range (a trigger of this test's own stands in for that refusal).
    await t.database.db.execute(
      sql.raw(`
      create function refuse_half_last() returns trigger language plpgsql as $$ begin
        if new.product_code = 'HALF-LAST' then raise exception 'integer out of range' using errcode = '22003'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_half_last before insert on products for each row execute function refuse_half_last()',
      ),
    );
    try {
      const rows = Array.from({ length: 1_200 }, (_, i) => rowWith({ productCode: `HALF-${i}` }));
      rows.push(rowWith({ productCode: 'HALF-LAST' }));
      const status = await kit.imported(customerId, csvOf(rows), 'half.csv');
      expect(status.state).toBe('FAILED');
      expect(status.reason).toMatch(
        /^The products could not be imported: a value does not fit the product table \(.*out of range.*\); nothing was imported\.$/,
      );
      expect(await codesOf()).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_half_last on products'));
      await t.database.db.execute(sql.raw('drop function refuse_half_last()'));
    }
  });

  it("refuses a sheet whose header is not the sample's, naming the column on row 1", async () => {
    const csv = Buffer.from('productName,colour,productName\r\nOil,Red,Oil\r\n');
    const status = await kit.imported(customerId, csv, 'odd.csv');
    expect(status.state).toBe('FAILED');
    const rows = await sheetOf(
      (await call(t, contract.system.file, { link: status.errorFile }, admin)).body,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['1', 'colour', 'Unknown column: use the columns of the sample file'],
        ['1', 'productName', 'This column appears twice'],
        ['1', 'productCode', 'This column is missing'],
      ]),
    );
  });

  it('refuses zip bombs and an .xls at the door, and a zip that lies about its sizes in the job', async () => {
    const files = await t.storedFileCount();
    const bomb = buildZip(
      xlsxEntries([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: Buffer.from('<x/>'),
          declaredSize: 2_000_000_000,
        },
      ]),
    );
    const refused = await kit.upload(customerId, bomb, 'bomb.xlsx');
    expect([refused.status, refused.problem.title]).toEqual([
      413,
      'The spreadsheet unpacks to more than 100 MB',
    ]);
    const xls = await kit.upload(customerId, compoundFile(), 'old.xls');
    expect([xls.status, xls.problem.title]).toEqual([
      415,
      'An .xls workbook cannot be imported; save it as .xlsx (Excel Workbook) or CSV and upload again',
    ]);
    expect(await t.storedFileCount()).toBe(files);

    // Its headers claim 10 bytes; it holds 200 kB. Only unpacking tells, so the job refuses it.
    const liar = buildZip(
      xlsxEntries([
        { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(200_000, 'a'), declaredSize: 10 },
      ]),
    );
    const status = await kit.imported(customerId, liar, 'liar.xlsx');
    expect([status.state, status.reason]).toEqual([
      'FAILED',
      'The products could not be imported: the spreadsheet could not be read.',
    ]);
  });

  it("answers 404 for another company's customer and import", async () => {
    const other = await t.services.companies.create({ name: 'Other Import Co' });
    await t.services.accounts.create({
      login: 'import-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'import-other-admin');
    const refused = await kit.upload(customerId, csvOf([rowWith()]), 'p.csv', otherAdmin);
    expect([refused.status, refused.problem.title]).toEqual([404, 'Customer not found']);
    const mine = (
      await kit.upload(customerId, csvOf([rowWith({ productCode: 'MINE-1' })]), 'p.csv')
    ).body.importId;
    expect(
      (await call(t, contract.productImports.status, { params: { id: mine } }, otherAdmin)).status,
    ).toBe(404);
    const status = await kit.finished(mine);
    expect(
      (
        await call(
          t,
          contract.system.file,
          { link: status.errorFile ?? '/api/files/00000000-0000-0000-0000-000000000000' },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
  });

  it('needs the Customer privilege at level 1 and the Product privilege at level 2', async () => {
    const csv = csvOf([rowWith({ productCode: 'PRIV-1' })]);
    const customerOnly = await kit.userWith(companyId, customerLevel(1));
    const noProduct = await kit.upload(customerId, csv, 'p.csv', customerOnly);
    expect([noProduct.status, noProduct.problem.title]).toEqual([
      403,
      'You need the Product privilege at level 2',
    ]);
    const productView = await kit.userWith(companyId, [...customerLevel(1), ...productLevel(1)]);
    expect((await kit.upload(customerId, csv, 'p.csv', productView)).status).toBe(403);
    const productOnly = await kit.userWith(companyId, productLevel(2));
    const noCustomer = await kit.upload(customerId, csv, 'p.csv', productOnly);
    expect([noCustomer.status, noCustomer.problem.title]).toEqual([
      403,
      'You need the Customer privilege at level 1',
    ]);
    expect((await call(t, contract.products.importSample, {}, productOnly)).status).toBe(403);
    const both = await kit.userWith(companyId, [...customerLevel(1), ...productLevel(2)]);
    const accepted = await kit.upload(customerId, csv, 'p.csv', both);
    expect(accepted.status).toBe(200);
    expect(
      (
        await call(
          t,
          contract.productImports.status,
          { params: { id: accepted.body.importId } },
          both,
        )
      ).status,
    ).toBe(200);
  });

  it('keeps neither the file nor the import when queueing fails half way', async () => {
    const files = await t.storedFileCount();
    const queue = t.jobs.queue;
    t.jobs.queue = async () => {
      throw new Error('the queue is down');
    };
    try {
      expect(
        (await kit.upload(customerId, csvOf([rowWith({ productCode: 'LOST-1' })]), 'p.csv')).status,
      ).toBe(500);
    } finally {
      t.jobs.queue = queue;
    }
    expect(await t.storedFileCount()).toBe(files);
    expect(await codesOf()).not.toContain('LOST-1');
  });
});
