import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { scan } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { linkQrKit, type LinkDemo } from './test-support/code-links';

let t: TestApp;
const kit = linkQrKit(() => t);
let admin: string;
let demo: LinkDemo;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
});
afterAll(async () => t.close());

const csvOf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
/** A header line first: a code without a digit (about 1 in 90) would otherwise read as one. */
const fileOf = (...codes: string[]) => csvOf(['Code', ...codes]);
const choice = (product = demo.linkProduct.id) => ({
  'customer.id': demo.customer.id,
  plant: demo.plantId,
  'product.id': product,
});

describe('linking the codes of a file to a product', () => {
  it('links the codes of a CSV, typed or as printed URLs, and their scan page shows the linked product', async () => {
    const [typed, printed, digitalLink, untouched] = demo.codes.slice(0, 4);
    const csv = csvOf([
      'QR Code',
      typed!.toLowerCase(),
      `https://scan.example.com/v/${printed}`,
      `https://id.example.com/01/09506000134352/21/${digitalLink}`,
    ]);
    const reply = await kit.link(admin, choice(), csv);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      message: `3 codes linked to ${demo.linkProduct.name} (${demo.linkProduct.code})`,
    });
    const links = await kit.linksOf([typed!, printed!, digitalLink!, untouched!]);
    expect([...links.keys()].sort()).toEqual([typed, printed, digitalLink].sort());
    expect(links.get(typed!)).toEqual({
      productId: demo.linkProduct.id,
      relinkedFrom: null,
      linkedBy: 'admin',
    });

    expect((await scan(t, printed!)).view.product?.name).toBe(demo.linkProduct.name);
    expect((await scan(t, untouched!)).view.product?.name).toBe(demo.runProduct.name);
  });

  it('relinks a linked code to another product, keeping the product it had, and the next scan shows the new one', async () => {
    const [code] = demo.codes.slice(10, 11);
    expect((await kit.link(admin, choice(), fileOf(code!))).statusCode).toBe(200);
    expect((await scan(t, code!)).view.product?.name).toBe(demo.linkProduct.name);
    const again = await kit.link(admin, choice(demo.runProduct.id), fileOf(code!));
    expect(again.json()).toEqual({
      message: `1 code linked to ${demo.runProduct.name} (${(await kit.rows<{ c: string }>(sql`select product_code as c from products where id = ${demo.runProduct.id}`))[0]!.c})`,
    });
    expect((await kit.linksOf([code!])).get(code!)).toMatchObject({
      productId: demo.runProduct.id,
      relinkedFrom: demo.linkProduct.id,
    });
    expect((await scan(t, code!, 'phone-2')).view.product?.name).toBe(demo.runProduct.name);
    // The code's history tells the link it has now, and the product it had before.
    const history = await call(t, contract.traceEvents.history, { params: { code: code! } }, admin);
    expect(history.body.epcisBody.eventList).toContainEqual(
      expect.objectContaining({
        bizStep: 'vt:linking',
        'vt:linkedProduct': expect.objectContaining({
          id: demo.runProduct.id,
          relinkedFrom: demo.linkProduct.id,
          by: 'admin',
        }),
      }),
    );
  });

  it('reads the column of codes of every sheet of an .xlsx workbook, wherever it stands', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Cartons').addRows([
      ['Sr No', 'Code', 'Note'],
      [1, demo.codes[20], 'a'],
      [2, demo.codes[21], 'b'],
    ]);
    workbook.addWorksheet('Loose').addRows([['Code'], [demo.codes[22]]]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const reply = await kit.link(
      admin,
      choice(),
      xlsx,
      'codes.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().message).toMatch(/^3 codes linked to /);
    expect((await kit.linksOf(demo.codes.slice(20, 23))).size).toBe(3);
  });
});

describe('a file that cannot be linked whole', () => {
  it("is refused when any code is unknown or another company's, naming the first few alike, and nothing is linked", async () => {
    const own = demo.codes.slice(30, 32);
    const { id: otherCompany } = await t.services.companies.create({ name: 'Link Other Co' });
    const foreign = 'F0RE1GN00001';
    await t.database.db.execute(
      sql`insert into codes (code, company_id, batch_kind, batch_id, seq) values (${foreign}, ${otherCompany}, 'printData', 999999, 1)`,
    );
    const unknown = [
      'AAAAAAAAAAAA',
      'BBBBBBBBBBBB',
      'CCCCCCCCCCCC',
      'DDDDDDDDDDDD',
      'EEEEEEEEEEEE',
    ];
    const reply = await kit.link(admin, choice(), fileOf(...own, foreign, ...unknown));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().title).toBe(
      `6 codes of the file are not codes of ${demo.customer.name}: ${[foreign, ...unknown.slice(0, 4)].join(', ')} and 1 more. Nothing was linked`,
    );
    expect((await kit.linksOf([...own, foreign])).size).toBe(0);
  });

  it("is refused when a code's batch is another customer's", async () => {
    const [token] = await kit.rows<{ code: string; customer_id: number }>(
      sql`select c.code, h.customer_id from codes c join template_histories h on h.id = c.batch_id
          where c.batch_kind = 'templateHistory' and c.company_id = ${demo.companyId} and h.customer_id <> ${demo.customer.id} limit 1`,
    );
    expect(token, 'the demo has a token batch of another customer').toBeDefined();
    const code = token!.code;
    const reply = await kit.link(admin, choice(), fileOf(demo.codes[40]!, code));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().title).toBe(
      `1 code of the file is not a code of ${demo.customer.name}: ${code}. Nothing was linked`,
    );
    expect((await kit.linksOf([demo.codes[40]!])).size).toBe(0);
  });

  it('is refused for a product the plant does not make, a plant or product of another customer, and an empty file', async () => {
    const titleOf = async (fields: Record<string, number>, csv = fileOf(demo.codes[50]!)) => {
      const reply = await kit.link(admin, fields, csv);
      expect(reply.statusCode).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      return reply.json().title as string;
    };
    expect(
      demo.notAtPlant,
      'the demo customer has a product its plant does not make',
    ).toBeDefined();
    expect(await titleOf(choice(demo.notAtPlant!.id))).toMatch(
      new RegExp(`does not make the product ${demo.notAtPlant!.code}$`),
    );
    expect(await titleOf({ ...choice(), 'customer.id': demo.otherCustomerId })).toMatch(
      /^The plant .* is not a plant of /,
    );
    const [foreignProduct] = await kit.rows<{ id: number }>(
      sql`select id from products where customer_id <> ${demo.customer.id} and company_id = ${demo.companyId} limit 1`,
    );
    expect(foreignProduct, 'the demo has a product of another customer').toBeDefined();
    expect(await titleOf(choice(foreignProduct!.id))).toMatch(/does not make the product/);
    expect(await titleOf(choice(), 'Code\r\n\r\n')).toBe('The file holds no codes');
    expect(await titleOf(choice(), fileOf(demo.codes[50]!, 'https://example.com/about'))).toBe(
      'Column 1 ("Code") of the file, line 3: "https://example.com/about" is a link that names no code (a label\'s link ends /v/{code} or /21/{serial})',
    );
    expect(await titleOf({ plant: demo.plantId })).toMatch(/product/i);
    expect((await kit.linksOf([demo.codes[50]!])).size).toBe(0);
  });
});

describe('who may link', () => {
  it('refuses a user without the Master privilege', async () => {
    const reader = await kit.user(demo.companyId, false);
    const reply = await kit.link(reader, choice(), fileOf(demo.codes[60]!));
    expect(reply.statusCode).toBe(403);
    expect((await kit.linksOf([demo.codes[60]!])).size).toBe(0);
  });

  it("lets a user limited to the customer link for it without choosing it, and refuses another customer's choice", async () => {
    const own = await kit.user(demo.companyId, true, [demo.customer.id]);
    const reply = await kit.link(
      own,
      { plant: demo.plantId, 'product.id': demo.linkProduct.id },
      fileOf(demo.codes[61]!),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await kit.linksOf([demo.codes[61]!])).get(demo.codes[61]!)?.productId).toBe(
      demo.linkProduct.id,
    );

    const elsewhere = await kit.user(demo.companyId, true, [demo.otherCustomerId]);
    const refused = await kit.link(elsewhere, choice(), fileOf(demo.codes[62]!));
    expect(refused.statusCode).toBe(404);
    const refusedToo = await kit.link(
      elsewhere,
      { plant: demo.plantId, 'product.id': demo.linkProduct.id },
      fileOf(demo.codes[62]!),
    );
    expect(refusedToo.statusCode).toBe(404);
    expect((await kit.linksOf([demo.codes[62]!])).size).toBe(0);
  });
});
