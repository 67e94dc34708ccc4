import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { packagingTooDeep } from '@veritag/domain';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';
import {
  demoCompanyId,
  insertCustomer,
  insertProduct,
  otherCompanyAdmin,
  userHolding,
} from '../../test-support/master-data';
import { call, unchecked } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let companyId: number;
let cap: { id: number; productCode: string };
let lid: { id: number; productCode: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  companyId = await demoCompanyId(t);
  const customer = await insertCustomer(t, companyId, 'Packaging Customer');
  cap = await insertProduct(t, { id: customer.id, companyId }, 'PK-CAP');
  lid = await insertProduct(t, { id: customer.id, companyId }, 'PK-LID');
});
afterAll(async () => t.close());

const count = async () =>
  (await call(t, contract.packaging.list, { query: { size: 100 } }, admin)).body
    .totalElements as number;
const chain = {
  parentName: 'Pallet',
  count: 1,
  child: { name: 'Carton', count: 40, child: { name: 'Pack', count: 12 } },
};
const body = <T extends object>(change: T = {} as T) => ({
  name: 'Export Pallet',
  enabled: true,
  product: { id: cap.id },
  packagingConfig: chain,
  ...change,
});

describe('packaging', () => {
  it('adds a three-level chain, reads, edits, lists and deletes it', async () => {
    const created = await call(
      t,
      contract.packaging.create,
      {
        body: {
          ...body(),
          packagingConfig: { ...chain, count: 5 },
        },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const saved = created.body;
    // The root count is 1 whatever is sent (spec 002 section 9).
    expect(saved).toMatchObject({
      name: 'Export Pallet',
      enabled: true,
      product: { id: cap.id, productCode: 'PK-CAP' },
      packagingConfig: chain,
    });
    expect(
      (await call(t, contract.packaging.get, { params: { id: saved.id } }, admin)).body,
    ).toEqual(saved);

    const edited = await call(
      t,
      contract.packaging.update,
      {
        body: body({
          id: saved.id,
          name: 'Export Pallet B',
          enabled: false,
          product: lid.id,
          packagingConfig: { parentName: 'Crate', child: { count: 6 } },
        }),
      },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Export Pallet B',
      enabled: false,
      product: { id: lid.id },
      packagingConfig: { parentName: 'Crate', count: 1, child: { name: null, count: 6 } },
    });

    const page = (
      await call(t, contract.packaging.list, { query: { 'contains.name': 'pallet b' } }, admin)
    ).body;
    expect(
      page.content.map((x: { name: string; enabled: boolean }) => [x.name, x.enabled]),
    ).toEqual([['Export Pallet B', false]]);
    expect(
      (await call(t, contract.packaging.remove, { params: { id: saved.id } }, admin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.packaging.get, { params: { id: saved.id } }, admin)).status,
    ).toBe(404);
  });

  it('seeds two demo packagings of a seeded product, one inactive', async () => {
    const seeded = (
      await call(
        t,
        contract.packaging.list,
        { query: { sort: 'name,asc', 'contains.name': 'e' } },
        admin,
      )
    ).body.content as { name: string; enabled: boolean; packagingConfig: object }[];
    expect(
      seeded
        .filter((x) => ['Export Pallet', 'Retail Carton'].includes(x.name))
        .map((x) => [x.name, x.enabled]),
    ).toEqual([
      ['Export Pallet', true],
      ['Retail Carton', false],
    ]);
  });

  it("refuses each field with the spec's message and saves nothing", async () => {
    const before = await count();
    const errorsOf = async (payload: object) => {
      const reply = await call(t, contract.packaging.create, { body: unchecked(payload) }, admin);
      expect(reply.status).toBe(400);
      return reply.problem.errors!.map((e) => [e.field, e.detail]);
    };
    expect(await errorsOf({ name: '', product: '', packagingConfig: { parentName: '' } })).toEqual([
      ['name', 'This field is required'],
      ['product', 'This field is required'],
      ['packagingConfig.parentName', 'This field is required'],
    ]);
    expect(
      await errorsOf(
        body({
          name: 'n'.repeat(101),
          packagingConfig: {
            parentName: 'p'.repeat(101),
            child: { name: 'c'.repeat(101), count: '12345678', child: { name: 'x' } },
          },
        }),
      ),
    ).toEqual([
      ['name', 'Value must be less than 100'],
      ['packagingConfig.parentName', 'Value must be less than 100'],
      ['packagingConfig.child.name', 'Value must be less than 100'],
      ['packagingConfig.child.count', 'Max Length 7'],
      ['packagingConfig.child.child.count', 'This field is required'],
    ]);
    // Written as text and injected raw: a chain this deep is more than the test's own JSON tools
    // (and the call helper's) will nest.
    const deep = `${'{"count":2,"child":'.repeat(5000)}{"count":2}${'}'.repeat(5000)}`;
    const payload = `{"name":"Deep","product":${cap.id},"packagingConfig":{"parentName":"Deep","child":${deep}}}`;
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/package/create',
      payload,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual([
      expect.objectContaining({ field: 'packagingConfig.child', detail: packagingTooDeep }),
    ]);
    expect(await count()).toBe(before);
  });

  it('follows the Packaging privilege levels: a level too low answers 403', async () => {
    const none = await userHolding(t, companyId, 'Packaging', 0);
    expect((await call(t, contract.packaging.list, {}, none)).problem.title).toBe(
      'You need the Packaging privilege at level 1',
    );
    const levelOne = await userHolding(t, companyId, 'Packaging', 1);
    expect((await call(t, contract.packaging.list, {}, levelOne)).status).toBe(200);
    const add = await call(t, contract.packaging.create, { body: body() }, levelOne);
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Packaging privilege at level 2');
    const levelTwo = await userHolding(t, companyId, 'Packaging', 2);
    const saved = (
      await call(t, contract.packaging.create, { body: body({ name: 'By Two' }) }, levelTwo)
    ).body;
    expect(
      (await call(t, contract.packaging.update, { body: body({ id: saved.id }) }, levelOne)).status,
    ).toBe(403);
    const remove = await call(t, contract.packaging.remove, { params: { id: saved.id } }, levelTwo);
    expect(remove.status).toBe(403);
    expect(remove.problem.title).toBe('You need the Packaging privilege at level 3');
    expect(
      (
        await call(
          t,
          contract.packaging.remove,
          { params: { id: saved.id } },
          await userHolding(t, companyId, 'Packaging', 3),
        )
      ).status,
    ).toBe(204);
  });

  it("answers 404 for another company's packaging and products, and changes nothing", async () => {
    const other = await otherCompanyAdmin(t, 'Other Packaging Co');
    const mine = (
      await call(t, contract.packaging.create, { body: body({ name: 'Private Pack' }) }, admin)
    ).body;
    expect((await call(t, contract.packaging.list, {}, other.token)).body.content).toEqual([]);
    expect(
      (await call(t, contract.packaging.get, { params: { id: mine.id } }, other.token)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.packaging.update,
          { body: body({ id: mine.id, name: 'Stolen' }) },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.packaging.remove, { params: { id: mine.id } }, other.token)).status,
    ).toBe(404);
    // Their packaging cannot point at our product: refused before anything is written.
    const before = await count();
    const theirs = await call(
      t,
      contract.packaging.create,
      { body: body({ name: 'Theirs' }) },
      other.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.problem.title).toBe('Product not found');
    // Nor can our edit move our packaging onto a product that is not ours; it stays as it was.
    const theirCustomer = await insertCustomer(t, other.companyId, 'Their Pack Customer');
    const theirProduct = await insertProduct(
      t,
      { id: theirCustomer.id, companyId: other.companyId },
      'THEIR-1',
    );
    expect(
      (
        await call(
          t,
          contract.packaging.update,
          { body: body({ id: mine.id, name: 'Moved', product: theirProduct.id }) },
          admin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.packaging.get, { params: { id: mine.id } }, admin)).body,
    ).toEqual(mine);
    expect(await count()).toBe(before);
  });
});
