import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithPages } from '../../test-support/upload-files';
import { pngOfSize, smallPng } from '../../test-support/images';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { acme, customerTestKit, people } from './test-support/customer-forms';
import { customers } from './customers.table';

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

const { call, save, names } = customerTestKit(
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
    const big = await save('/customers', acme, {
      customerLogo: new File([new Uint8Array(pngOfSize(1_000_001))], 'big.png', {
        type: 'image/png',
      }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual([
      { field: 'customerLogo', pointer: '#/customerLogo', detail: big.json().title },
    ]);
    const fakePdf = await save('/customers', acme, {
      customerLogo: logo(),
      brochureUrl: new File([new Uint8Array(smallPng())], 'b.pdf', { type: 'application/pdf' }),
    });
    expect(fakePdf.statusCode).toBe(415);
    expect(fakePdf.json().errors[0].field).toBe('brochureUrl');
    expect(await t.storedFileCount()).toBe(before);
    // On edit the logo may be up to 2 MB.
    const id = (await save('/customers', { ...acme, companyName: 'Logo Edit' })).json().id;
    const larger = await save(
      '/customers/update',
      { ...acme, id, companyName: 'Logo Edit' },
      { customerLogo: new File([new Uint8Array(pngOfSize(1_500_000))], 'l.png') },
    );
    expect(larger.statusCode).toBe(200);
  });

  it('saves a customer with three contact persons and two files whole or not at all', async () => {
    const [customersBefore, contactsBefore, filesBefore] = [
      await customerCount(),
      await contactCount(),
      await t.storedFileCount(),
    ];
    const other = (await save('/customers', { ...acme, companyName: 'Other Holder' })).json();
    const otherPerson = other.contectPersons[0];
    // The third contact person belongs to another customer: found only half way, after the
    // row and both files are written.
    const half = await save(
      '/customers',
      { ...acme, companyName: 'Half Saved', contectPersons: [people[0], people[1], otherPerson] },
      { customerLogo: logo(), brochureUrl: await brochure() },
    );
    expect(half.statusCode).toBe(404);
    expect(await names('?contains.companyName=half%20saved')).toEqual([]);
    expect(await customerCount()).toBe(customersBefore + 1);
    expect(await contactCount()).toBe(contactsBefore + 3);
    expect(await t.storedFileCount()).toBe(filesBefore);

    // An edit failing the same way keeps the record, its contact persons and its files as they were.
    const mine = (
      await save('/customers', { ...acme, companyName: 'Whole' }, { customerLogo: logo() })
    ).json();
    const filesMid = await t.storedFileCount();
    const edit = await save(
      '/customers/update',
      { ...acme, id: mine.id, companyName: 'Renamed', contectPersons: [otherPerson] },
      { customerLogo: logo(), brochureUrl: await brochure() },
    );
    expect(edit.statusCode).toBe(404);
    expect((await call('GET', `/customers/${mine.id}`)).json()).toEqual(mine);
    expect(await t.storedFileCount()).toBe(filesMid);
  });

  it('refuses to delete a customer that products point at, with a clear 409', async () => {
    const id = (await save('/customers', { ...acme, companyName: 'Has Products' })).json().id;
    await t.database.db
      .execute(sql`insert into products (company_id, customer_id, product_name, product_sr_no, product_code, product_description, label_size, label_specification, authentication_msg, color)
      values (${companyId}, ${id}, 'P', '1', 'P-1', 'd', 's', 'l', 'a', '#000000')`);
    const refused = await call('DELETE', `/customers/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(
      'This customer still has products or plants; remove them first',
    );
    expect((await call('GET', `/customers/${id}`)).statusCode).toBe(200);
  });
});
