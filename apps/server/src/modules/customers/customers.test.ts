import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { emailPasswordMask } from '@veritag/domain';
import { pdfWithPages } from '../../test-support/upload-files';
import { smallPng } from '../../test-support/images';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import {
  acme,
  customerLevel,
  customerTestKit,
  emailConfig,
  people,
} from './test-support/customer-forms';
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

const { names, userWith } = customerTestKit(
  () => t,
  () => admin,
);
const logo = () => new File([new Uint8Array(smallPng())], 'logo.png', { type: 'image/png' });
const brochure = async () =>
  new File([new Uint8Array(await pdfWithPages(1))], 'brochure.pdf', { type: 'application/pdf' });
const customerCount = async () => (await t.database.db.select().from(customers)).length;

describe('customers', () => {
  it('adds a customer with three contact persons and two files, reads, lists, searches, edits and deletes it', async () => {
    const filesBefore = await t.storedFileCount();
    const created = await call(
      t,
      contract.customers.create,
      {
        body: { ...acme, micrositeEnable: true, emailConfig },
        files: { customerLogo: logo(), brochureUrl: await brochure() },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const saved = created.body;
    expect(saved).toMatchObject({
      companyName: 'Acme Foods',
      companyType: 'Customer',
      websiteLinkEnable: true,
      micrositeEnable: true,
      contectPersons: people,
    });
    expect(saved.emailConfig).toMatchObject({
      emailServerPort: 587,
      helpDeskEmail: 'help@acme.example,desk@acme.example',
      twoFAPasswordForEmail: emailPasswordMask,
    });
    expect(saved.videoPageUrl).toMatch(
      /^https:\/\/labels\.example\.com\/c\/[A-Za-z0-9_-]{22}\/video$/,
    );
    expect(saved.productContentUrl).toBeNull();
    expect(await t.storedFileCount()).toBe(filesBefore + 2);
    expect(
      (await call(t, contract.system.file, { link: saved.customerLogo }, admin)).headers[
        'content-type'
      ],
    ).toBe('image/png');
    expect(
      (await call(t, contract.customers.get, { params: { id: saved.id } }, admin)).body,
    ).toEqual(saved);

    // The password is sealed at rest: the database never holds it in clear.
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, saved.id));
    expect(row!.emailPasswordSealed).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('app-secret-123');

    expect(await names({ 'contains.companyName': 'acme f' })).toEqual(['Acme Foods']);
    expect(
      await names({ 'contains.messageOnScan': 'GENUINE ACME', 'contains.companyCode': 'acm' }),
    ).toEqual(['Acme Foods']);
    expect(await names({ search: '1 market' })).toEqual(['Acme Foods']);
    const search = (
      await call(
        t,
        contract.customers.search,
        { query: { columnName: 'email', searchKey: 'info@acme', page: 0, size: 10 } },
        admin,
      )
    ).body;
    expect(search.content.map((c: { id: number }) => c.id)).toEqual([saved.id]);
    const options = (
      await call(t, contract.customers.byType, { query: { type: 'Customer' } }, admin)
    ).body;
    expect(options).toContainEqual({
      id: saved.id,
      companyName: 'Acme Foods',
      companyCode: 'ACM-1',
      advanceWorkflow: false,
      micrositeEnable: true,
    });

    // Edit: the mask keeps the password, saved ids are kept, a row left out goes, the logo is removed.
    const [asha, , chen] = saved.contectPersons;
    const edited = await call(
      t,
      contract.customers.update,
      {
        body: {
          ...acme,
          id: saved.id,
          companyName: 'Acme Foods Ltd',
          micrositeEnable: true,
          emailConfig: { ...emailConfig, twoFAPasswordForEmail: emailPasswordMask },
          contectPersons: [
            { ...asha, designation: 'Head Buyer' },
            chen,
            { name: 'Dev P', email: 'dev@acme.example' },
          ],
          removeCustomerLogo: true,
        },
      },
      admin,
    );
    expect(edited.status).toBe(200);
    const after = edited.body;
    expect(after.companyName).toBe('Acme Foods Ltd');
    expect(after.contectPersons.map((p: { name: string }) => p.name)).toEqual([
      'Asha R',
      'Chen L',
      'Dev P',
    ]);
    expect(after.contectPersons[0]).toEqual({ ...asha, designation: 'Head Buyer' });
    expect(after.customerLogo).toBeNull();
    expect(after.brochureUrl).toBe(saved.brochureUrl);
    const [rowAfter] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, saved.id));
    expect(rowAfter!.emailPasswordSealed).toBe(row!.emailPasswordSealed);
    expect(await t.storedFileCount()).toBe(filesBefore + 1);
    expect((await call(t, contract.system.file, { link: saved.customerLogo }, admin)).status).toBe(
      404,
    );

    expect(
      (await call(t, contract.customers.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.customers.get, { params: { id: saved.id } }, admin)).status,
    ).toBe(404);
    expect(await t.storedFileCount()).toBe(filesBefore);
    expect(
      (await call(t, contract.contactPeople.remove, { params: { id: asha!.id } }, admin)).status,
    ).toBe(404);
  });

  it('pages past the first page, ten rows a page, sorted by createdDate descending', async () => {
    for (let n = 1; n <= 12; n++)
      await t.services.customers.create(companyId, {
        ...minimal(`Paging ${String(n).padStart(2, '0')}`),
      });
    const first = (
      await call(
        t,
        contract.customers.list,
        { query: { isPage: 'true', page: 0, size: 10, 'contains.companyName': 'paging' } },
        admin,
      )
    ).body;
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, number: 0 });
    expect(first.content[0]!.companyName).toBe('Paging 12');
    const second = (
      await call(
        t,
        contract.customers.list,
        { query: { isPage: 'true', page: 1, size: 10, 'contains.companyName': 'paging' } },
        admin,
      )
    ).body;
    expect(second.content.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Paging 02',
      'Paging 01',
    ]);
  });

  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await customerCount();
    const errorsOf = async (fields: object) => {
      const reply = await call(t, contract.customers.create, { body: fields }, admin);
      expect(reply.status).toBe(400);
      return Object.fromEntries(
        reply.problem.errors!.map((e: { field: string; detail: string }) => [e.field, e.detail]),
      );
    };
    expect(await errorsOf({ companyName: '', companyCode: '', messageOnScan: '' })).toEqual({
      companyName: 'This field is required',
      companyCode: 'This field is required',
      messageOnScan: 'This field is required',
    });
    expect(
      await errorsOf({
        ...acme,
        companyName: 'n'.repeat(101),
        address: 'a'.repeat(101),
        email: 'e'.repeat(201),
        textForMicrosite: 't'.repeat(101),
      }),
    ).toEqual({
      companyName: 'Value must be less than 100',
      address: 'Value must be less than 100',
      email: 'Value must be less than 200',
      textForMicrosite: 'Value must be less than 100',
    });
    expect(await errorsOf({ ...acme, mobileNo: '12345' })).toEqual({ mobileNo: 'Min Length 10' });
    expect(await errorsOf({ ...acme, mobileNo: '1234567890123456' })).toEqual({
      mobileNo: 'Value must be less than 15',
    });
    expect(await errorsOf({ ...acme, micrositeEnable: true })).toEqual({
      emailConfig: 'Please Configure Email Settings as customized microsite is turned on.',
    });
    expect(
      await errorsOf({
        ...acme,
        micrositeEnable: true,
        emailConfig: { ...emailConfig, emailServer: '' },
      }),
    ).toEqual({ 'emailConfig.emailServer': 'This field is required' });
    expect(await errorsOf({ ...acme, contectPersons: [{ name: '', email: '' }] })).toEqual({
      'contectPersons.0.name': 'This field is required',
      'contectPersons.0.email': 'This field is required',
    });
    // A new customer cannot "keep" a password it never had.
    expect(
      await errorsOf({
        ...acme,
        micrositeEnable: true,
        emailConfig: { ...emailConfig, twoFAPasswordForEmail: emailPasswordMask },
      }),
    ).toEqual({
      'emailConfig.twoFAPasswordForEmail': 'This field is required',
    });
    // A business partner needs no message on scan.
    const partner = await call(
      t,
      contract.customers.create,
      {
        body: {
          companyType: 'Business Partner',
          companyName: 'Partner Co',
          companyCode: 'BP-9',
        },
      },
      admin,
    );
    expect(partner.status).toBe(200);
    expect(await customerCount()).toBe(before + 1);
  });

  it('follows the Customer privilege levels; business partners need Track & Trace', async () => {
    const none = await userWith(companyId, []);
    expect((await call(t, contract.customers.list, {}, none)).problem.title).toBe(
      'You need the Customer privilege at level 1',
    );
    const one = await userWith(companyId, customerLevel(1));
    expect(await names({ 'contains.companyName': 'sunrise' }, one)).toEqual(['Sunrise Pharma Ltd']);
    const add = await call(t, contract.customers.create, { body: acme, files: {} }, one);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Customer privilege at level 2');
    const two = await userWith(companyId, customerLevel(2));
    const id = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'By Level Two' }, files: {} },
        two,
      )
    ).body.id;
    expect(
      (
        await call(
          t,
          contract.customers.update,
          { body: { ...acme, id, companyName: 'Edited' }, files: {} },
          one,
        )
      ).status,
    ).toBe(403);
    expect((await call(t, contract.customers.remove, { params: { id } }, two)).problem.title).toBe(
      'You need the Customer privilege at level 3',
    );
    expect(
      (
        await call(
          t,
          contract.customers.remove,
          { params: { id } },
          await userWith(companyId, customerLevel(3)),
        )
      ).status,
    ).toBe(204);

    expect((await call(t, contract.customers.businessPartners, {}, one)).problem.title).toBe(
      'You need the Track & Trace privilege at level 1',
    );
    const tracker = await userWith(companyId, [
      { parent: null, name: 'Track & Trace', priority: 1 },
    ]);
    const partners = (
      await call(
        t,
        contract.customers.businessPartners,
        { query: { isPage: 'true', page: 0, size: 10 } },
        tracker,
      )
    ).body;
    expect(partners.content.map((c: { companyName: string }) => c.companyName)).toContain(
      'Swift Logistics Partners',
    );
    expect(
      partners.content.every((c: { companyType: string }) => c.companyType === 'Business Partner'),
    ).toBe(true);
    // Working on a business partner also needs Track & Trace, whatever the Customer level.
    const customerOnly = await userWith(companyId, customerLevel(3));
    const partner = {
      companyType: 'Business Partner',
      companyName: 'Guarded Partner',
      companyCode: 'BP-G',
    };
    expect(
      (await call(t, contract.customers.create, { body: partner, files: {} }, customerOnly)).problem
        .title,
    ).toBe('You need the Track & Trace privilege at level 1');
    const both = await userWith(companyId, [
      ...customerLevel(3),
      { parent: null, name: 'Track & Trace', priority: 1 },
    ]);
    const partnerId = (await call(t, contract.customers.create, { body: partner, files: {} }, both))
      .body.id;
    expect(
      (await call(t, contract.customers.get, { params: { id: partnerId } }, customerOnly)).status,
    ).toBe(403);
    expect(
      (
        await call(
          t,
          contract.customers.update,
          { body: { ...partner, id: partnerId }, files: {} },
          customerOnly,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(t, contract.customers.remove, { params: { id: partnerId } }, customerOnly))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          t,
          contract.customers.list,
          { query: { type: 'Business Partner' } },
          customerOnly,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          t,
          contract.customers.byType,
          { query: { type: 'Business Partner' } },
          customerOnly,
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(t, contract.customers.get, { params: { id: partnerId } }, both)).body.companyType,
    ).toBe('Business Partner');
    expect(
      (await call(t, contract.customers.remove, { params: { id: partnerId } }, both)).status,
    ).toBe(204);

    // The customer list holds customers only; with a type it lists that type.
    expect(await names({ 'contains.companyName': 'swift' })).toEqual([]);
    expect(await names({ type: 'Business Partner', 'contains.companyName': 'swift' })).toEqual([
      'Swift Logistics Partners',
    ]);
  });

  it("answers 404 for another company's customer and never lists it", async () => {
    const other = await t.services.companies.create({ name: 'Other Customer Co' });
    await t.services.accounts.create({
      login: 'customer-other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'customer-other-admin');
    const mine = (
      await call(
        t,
        contract.customers.create,
        { body: { ...acme, companyName: 'Private Customer' } },
        admin,
      )
    ).body;
    expect(await names({}, otherAdmin)).toEqual([]);
    expect(
      (await call(t, contract.customers.byType, { query: { type: 'Customer' } }, otherAdmin)).body,
    ).toEqual([]);
    expect(
      (await call(t, contract.customers.get, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.customers.update,
          { body: { ...acme, id: mine.id, companyName: 'Stolen' }, files: {} },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.contactPeople.remove,
          { params: { id: mine.contectPersons[0]!.id } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.customers.remove, { params: { id: mine.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (await call(t, contract.customers.get, { params: { id: mine.id } }, admin)).body,
    ).toEqual(mine);
  });
});

const minimal = (companyName: string) => ({
  companyType: 'Customer' as const,
  companyName,
  companyCode: 'MIN',
  messageOnScan: 'Hello',
  websiteLinkEnable: false,
  linkedinLinkEnable: false,
  instargramLinkEnable: false,
  youtubeLinkEnable: false,
  productContentUrlEnable: false,
  brochureUrlEnable: false,
  advanceWorkflow: false,
  authenticateViaCode: false,
  micrositeEnable: false,
  contectPersons: [],
});
