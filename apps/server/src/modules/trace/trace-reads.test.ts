import { epcisDocumentIssues } from './epcis-schema/epcis-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallSpec } from '@veritag/api';
import { readXlsxRows } from '../../platform/reports/test-support/read-report';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { call, unchecked, type CallOptions } from '../../test-support/api-calls';
import { rowsOf, scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { traceKit } from './test-support/trace-events';

let t: TestApp;
const kit = traceKit(() => t);
let admin: string;
let product: { id: number; productName: string; productCode: string; gtin: string | null };
let pallet: string;
let units: string[];
let loose: string;
/** The demo's own trail (seed/demo-trail.ts) moved the same product first: the figures below add to it. */
let demo: { quantity: number; inwardQuantity: number; remainingQuantity: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  await kit.load(100);
  [pallet, loose] = kit.fresh(2) as [string, string];
  units = kit.fresh(10);
  const before = await listed(inventory.list, { query: firstPage });
  demo = {
    quantity: 0,
    inwardQuantity: 0,
    remainingQuantity: 0,
    ...before.content[0],
  } as typeof demo;
  // The kit writes events as plain objects: the server is the one that judges them.
  const ok = async (body: object) =>
    expect(
      (await call(t, contract.traceEvents.capture, { body: unchecked(body) }, admin)).status,
    ).toBe(200);
  // Taken in, in two inwards (two entries), then the pallet shipped with one loose unit left in stock.
  await ok(kit.document(kit.packing(pallet, units), kit.storing([pallet])));
  await ok(kit.document(kit.storing([loose])));
  await ok(kit.document(kit.shipping([pallet], 'CONS-LIST-1')));
  [product] = (await rowsOf<typeof product>(
    t,
    sql`select p.id, p.product_name as "productName", p.product_code as "productCode", p.gtin
    from code_stock s join products p on p.id = s.product_id where s.code = ${loose}`,
  )) as [typeof product];
});
afterAll(async () => t.close());

const { inventory, consignments, traceEvents } = contract;
const firstPage = { page: 0, size: 10 };
/** What a trace call answers, which must be 200. */
const listed = async <C extends CallSpec>(spec: C, input: CallOptions<C> = {}, token = admin) => {
  const reply = await call(t, spec, input, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const history = (code: string, token = admin) =>
  call(t, traceEvents.history, { params: { code } }, token);

describe('the inventory list', () => {
  it('shows each product with units taken in, shipped out and left, and its inward entries', async () => {
    const { content, totalElements } = await listed(inventory.list, {
      query: { ...firstPage, sort: 'createdDate,desc' },
    });
    expect(totalElements).toBe(1);
    expect(content[0]).toMatchObject({
      productId: {
        id: product.id,
        productName: product.productName,
        productCode: product.productCode,
      },
      quantity: demo.quantity + 11,
      inwardQuantity: demo.inwardQuantity + 10,
      remainingQuantity: demo.remainingQuantity + 1,
    });
    expect(content[0]!.outwardDate).toBe('2026-11-20T10:03:00.000Z');
    // The newest entries first: this test's two inwards, then the demo's.
    expect(
      content[0]!.inventoryList
        .slice(0, 2)
        .map((entry) => entry.quantity)
        .sort(),
    ).toEqual([1, 10]);
  });

  it('searches one column by Contains, case-insensitive, and finds nothing for text no row holds', async () => {
    type Column = 'productId.productName' | 'productId.productCode' | 'quantity';
    const search = (column: Column, searchKey: string) =>
      listed(inventory.search, { query: { column, searchKey, ...firstPage } });
    const byName = await search(
      'productId.productName',
      product.productName.slice(1, 5).toLowerCase(),
    );
    expect(byName.content.map((row) => row.productId.id)).toEqual([product.id]);
    const byQuantity = await search('quantity', String(demo.quantity + 11));
    expect(byQuantity.totalElements).toBe(1);
    expect((await search('productId.productCode', 'no-such-code')).content).toEqual([]);
  });
});

describe('the consignment lists', () => {
  it('lists consignments with the products they carry, and with their parent F-codes', async () => {
    const withProducts = await listed(consignments.list, { query: firstPage });
    const [description] = await rowsOf<{ text: string }>(
      t,
      sql`select product_description as text from products where id = ${product.id}`,
    );
    // Newest first: this test's consignment before the demo's.
    expect(withProducts.content[0]).toEqual(
      expect.objectContaining({
        reference: 'CONS-LIST-1',
        noOfBox: 1,
        overallStatus: 'IN_TRANSIT',
        palletLabels: [
          { name: product.productName, description: description!.text, count: 10, label: null },
        ],
      }),
    );
    const withFcodes = await listed(consignments.parentFCodes, { query: firstPage });
    expect(withFcodes.content[0]!.reference).toBe('CONS-LIST-1');
    expect(withFcodes.content[0]!.palletLabels).toEqual([
      { name: null, description: null, count: 10, label: pallet },
    ]);
  });
});

describe('who sees the lists', () => {
  it('refuses a user without Track & Trace, serves one with it, and shows another company nothing', async () => {
    const companyId = await kit.companyId();
    const without = await kit.user(companyId, false);
    for (const refused of [
      call(t, inventory.list, {}, without),
      call(t, inventory.search, { query: { column: 'quantity', searchKey: '1' } }, without),
      call(t, consignments.list, {}, without),
      call(t, consignments.parentFCodes, {}, without),
    ]) {
      expect((await refused).status).toBe(403);
    }
    expect((await listed(inventory.list, {}, await kit.user(companyId, true))).totalElements).toBe(
      1,
    );
    const other = await otherCompanyAdmin(t, 'Trace Lists Other');
    expect((await listed(inventory.list, {}, other.token)).content).toEqual([]);
    expect((await listed(consignments.list, {}, other.token)).content).toEqual([]);
    expect((await listed(consignments.parentFCodes, {}, other.token)).content).toEqual([]);
  });
});

describe("a code's history", () => {
  it("tells a unit's life as EPCIS: commissioning, packing, inward and shipping of its pallet, and a consumer scan", async () => {
    await scan(t, units[0]!);
    t.advanceClock(60_000);
    const blacklisted = await call(
      t,
      contract.codeBlacklist.blacklist,
      { body: { code: units[0], reason: 'stolen' } },
      admin,
    );
    expect(blacklisted.status, blacklisted.text).toBe(200);
    const reply = await history(units[0]!);
    expect(reply.status, reply.text).toBe(200);
    const document = reply.body as typeof reply.body & {
      epcisBody: { eventList: { type: string; action: string; bizStep: string }[] };
    };
    expect(document).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0' });
    expect(epcisDocumentIssues(document)).toEqual([]);
    const steps = document.epcisBody.eventList.map(
      (event) => `${event.type} ${event.action} ${event.bizStep}`,
    );
    expect(steps).toEqual([
      'ObjectEvent ADD commissioning',
      'AggregationEvent ADD packing',
      'ObjectEvent OBSERVE storing',
      'ObjectEvent OBSERVE shipping',
      'ObjectEvent OBSERVE inspecting',
      'ObjectEvent OBSERVE inspecting',
    ]);
    const byUrl = await history(`https://veritag.example/v/${units[0]}`);
    expect(byUrl.body.epcisBody.eventList).toHaveLength(steps.length);
    expect(document.epcisBody.eventList.at(-1)).toMatchObject({
      disposition: 'non_sellable_other',
      'vt:blacklisted': { reason: 'stolen', by: 'admin' },
    });
    // Commissioned by the demo run, whose first 1,000 labels were produced on its roll 1.
    expect(document.epcisBody.eventList[0]).toMatchObject({
      // The URI its label carries: its Digital Link with the product's GTIN, else its printed URL.
      epcList: [
        product.gtin
          ? expect.stringMatching(new RegExp(`/01/0?${product.gtin}/21/${units[0]}$`))
          : expect.stringMatching(new RegExp(`/v/${units[0]}$`)),
      ],
      'vt:product': { id: product.id, productCode: product.productCode },
      'vt:roll': { rollNo: 1, producedBy: 'admin' },
    });
  });

  it('tells an automatic blacklisting with its review and evidence', async () => {
    const [codeId] = (await rowsOf<{ id: number; company_id: number }>(
      t,
      sql`select id::int, company_id from codes where code = ${units[1]}`,
    )) as [{ id: number; company_id: number }];
    const evidence = {
      sessions: 5,
      people: 4,
      networks: 3,
      firstAt: '2026-11-01T10:00:00.000Z',
      lastAt: '2026-11-03T10:00:00.000Z',
    };
    await t.database.db.transaction((tx) =>
      t.services.codeBlacklist.autoBlacklist(tx, {
        codeId: codeId.id,
        companyId: codeId.company_id,
        evidence,
      }),
    );
    const document = (await history(units[1]!)).body;
    expect(document.epcisBody.eventList.at(-1)).toMatchObject({
      'vt:blacklisted': { reason: 'maxScanCount', by: null, review: 'pending', evidence },
    });
  });

  it("answers 404 alike for a code never issued and another company's code", async () => {
    const other = await otherCompanyAdmin(t, 'Trace History Other');
    for (const [token, code] of [
      [admin, 'ZZZZZZZZZZZZ'],
      [other.token, units[1]!],
    ] as const) {
      const reply = await history(code, token);
      expect([reply.status, reply.problem.title]).toEqual([404, 'Code not found']);
    }
  });

  it('is a door the QR search job can call', async () => {
    const document = (await t.services.trace.historyOf(
      { companyId: await kit.companyId() },
      `https://veritag.example/v/${loose}`,
    )) as { epcisBody: { eventList: unknown[] } };
    expect(document.epcisBody.eventList).toHaveLength(2);
  });
});

describe('the Inventory Transaction report', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const ask = (body: { fromDate: string; toDate: string; customer?: number }, token = admin) =>
    call(t, contract.reports.inventory, { body }, token);
  /** The report's file once its job has written it. */
  const download = async (asked: Awaited<ReturnType<typeof ask>>) => {
    await t.jobs.whenIdle(30_000);
    const fileName = `${asked.body.fileName}.xlsx`;
    return call(t, contract.reports.file, { params: { fileName } }, admin);
  };
  it('is an XLSX of the inward and outward moves between the dates', async () => {
    const asked = await ask({ fromDate: '2026-11-20', toDate: today() });
    expect(asked.status, asked.text).toBe(200);
    const file = await download(asked);
    expect(file.status).toBe(200);
    const { rows } = await readXlsxRows(file.body);
    expect(rows[0]).toEqual([
      'Date',
      'Customer',
      'Product Name',
      'Product Code',
      'Movement',
      'Quantity',
    ]);
    expect(rows.slice(1).map((cells) => [cells[2], cells[4], cells[5]])).toEqual([
      [product.productName, 'Inward', 10],
      [product.productName, 'Inward', 1],
      [product.productName, 'Outward', 10],
    ]);
    const empty = await download(await ask({ fromDate: '2026-11-01', toDate: '2026-11-19' }));
    expect((await readXlsxRows(empty.body)).rows).toHaveLength(1);
  });

  it("holds only the chosen customer's moves, and refuses a customer of another company as unknown", async () => {
    const [owner] = await rowsOf<{ customer_id: number; other_id: number }>(
      t,
      sql`select p.customer_id,
      (select c.id from customers c where c.company_id = p.company_id and c.id <> p.customer_id order by c.id limit 1) as other_id from products p where p.id = ${product.id}`,
    );
    const rowsFor = async (customer: number) => {
      const asked = await ask({ fromDate: '2026-11-20', toDate: today(), customer });
      expect(asked.status, asked.text).toBe(200);
      return (await readXlsxRows((await download(asked)).body)).rows.length - 1;
    };
    expect(await rowsFor(owner!.customer_id)).toBe(3);
    expect(await rowsFor(owner!.other_id)).toBe(0);
    const other = await otherCompanyAdmin(t, 'Trace Report Other');
    const refused = await ask(
      { fromDate: '2026-11-20', toDate: today(), customer: owner!.customer_id },
      other.token,
    );
    expect([refused.status, refused.problem.title]).toEqual([404, 'Customer not found']);
  });
});
