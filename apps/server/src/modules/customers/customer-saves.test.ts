import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { pdfWithPages } from '../../test-support/upload-files';
import { pngOfSize, smallPng } from '../../test-support/images';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { acme, customerTestKit, people } from './test-support/customer-forms';
import { customers } from './customers.table';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://labels.example.com' });
  admin = await tokenFor(t, 'admin');
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

const { names } = customerTestKit(
  () => t,
  () => admin,
);
const logo = () => new File([new Uint8Array(smallPng())], 'logo.png', { type: 'image/png' });
const brochure = async () =>
  new File([new Uint8Array(await pdfWithPages(1))], 'brochure.pdf', { type: 'application/pdf' });
// Counted in SQL: the test reads other modules' tables without reaching into their code.
const countOf = async (query: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const contactCount = () =>
  countOf(sql`select count(*)::int as n from contact_persons where owner_kind = 'customer'`);
const customerCount = async () => (await t.database.db.select().from(customers)).length;

describe('customer saves and files', () => {
  it('judges uploads by their limits and content, and stores nothing when one is refused', async () => {
    const before = await t.storedFileCount();
    const big = await call(
      t,
      contract.customers.create,
      {
        body: acme,
        files: {
          customerLogo: new File([new Uint8Array(pngOfSize(1_000_001))], 'big.png', {
            type: 'image/png',
          }),
        },
      },
      admin,
    );
    expect(big.status).toBe(413);
    expect(big.problem.errors).toEqual([
      { field: 'customerLogo', pointer: '#/customerLogo', detail: big.problem.title },
    ]);
    const fakePdf = await call(
      t,
      contract.customers.create,
      {
        body: acme,
        files: {
          customerLogo: logo(),
          brochureUrl: new File([new Uint8Array(smallPng())], 'b.pdf', { type: 'application/pdf' }),
        },
      },
      admin,
    );
    expect(fakePdf.status).toBe(415);
    expect(fakePdf.problem.errors![0]!.field).toBe('brochureUrl');
    expect(await t.storedFileCount()).toBe(before);
    // On edit the logo may be up to 2 MB.
    const id = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Logo Edit' } },
        admin,
      )
    ).body.id;
    const larger = await call(
      t,
      contract.customers.update,
      {
        body: { ...acme, id, companyName: 'Logo Edit' },
        files: { customerLogo: new File([new Uint8Array(pngOfSize(1_500_000))], 'l.png') },
      },
      admin,
    );
    expect(larger.status).toBe(200);
  });

  it('saves a customer with three contact persons and two files whole or not at all', async () => {
    const [customersBefore, contactsBefore, filesBefore] = [
      await customerCount(),
      await contactCount(),
      await t.storedFileCount(),
    ];
    const other = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Other Holder' } },
        admin,
      )
    ).body;
    const otherPerson = other.contectPersons[0];
    // The third contact person belongs to another customer: found only half way, after the
    // row and both files are written.
    const half = await call(
      t,
      contract.customers.create,
      {
        body: {
          ...acme,
          companyName: 'Half Saved',
          contectPersons: [people[0], people[1], otherPerson],
        },
        files: { customerLogo: logo(), brochureUrl: await brochure() },
      },
      admin,
    );
    expect(half.status).toBe(404);
    expect(await names({ 'contains.companyName': 'half saved' })).toEqual([]);
    expect(await customerCount()).toBe(customersBefore + 1);
    expect(await contactCount()).toBe(contactsBefore + 3);
    expect(await t.storedFileCount()).toBe(filesBefore);

    // An edit failing the same way keeps the record, its contact persons and its files as they were.
    const mine = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Whole' }, files: { customerLogo: logo() } },
        admin,
      )
    ).body;
    const filesMid = await t.storedFileCount();
    const edit = await call(
      t,
      contract.customers.update,
      {
        body: { ...acme, id: mine.id, companyName: 'Renamed', contectPersons: [otherPerson] },
        files: { customerLogo: logo(), brochureUrl: await brochure() },
      },
      admin,
    );
    expect(edit.status).toBe(404);
    expect(
      (await call(t, contract.customers.get, { params: { id: mine.id } }, admin)).body,
    ).toEqual(mine);
    expect(await t.storedFileCount()).toBe(filesMid);
  });

  it('refuses to delete a customer that products point at, with a clear 409', async () => {
    const id = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Has Products' } },
        admin,
      )
    ).body.id;
    await t.database.db
      .execute(sql`insert into products (company_id, customer_id, product_name, product_sr_no, product_code, product_description, label_size, label_specification, authentication_msg, color)
      values (${companyId}, ${id}, 'P', '1', 'P-1', 'd', 's', 'l', 'a', '#000000')`);
    const refused = await call(t, contract.customers.remove, { params: { id } }, admin);
    expect(refused.status).toBe(409);
    expect(refused.problem.title).toBe(
      'This customer still has products or plants; remove them first',
    );
    expect((await call(t, contract.customers.get, { params: { id } }, admin)).status).toBe(200);
  });
});
