import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
const count = async () =>
  (await call('GET', '/package/get_all?size=100')).json().totalElements as number;
const chain = {
  parentName: 'Pallet',
  count: 1,
  child: { name: 'Carton', count: 40, child: { name: 'Pack', count: 12 } },
};
const body = (change: object = {}) => ({
  name: 'Export Pallet',
  enabled: true,
  product: { id: cap.id },
  packagingConfig: chain,
  ...change,
});

describe('packaging', () => {
  it('adds a three-level chain, reads, edits, lists and deletes it', async () => {
    const created = await call('POST', '/package/create', {
      ...body(),
      packagingConfig: { ...chain, count: 5 },
    });
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    // The root count is 1 whatever is sent (spec 002 section 9).
    expect(saved).toMatchObject({
      name: 'Export Pallet',
      enabled: true,
      product: { id: cap.id, productCode: 'PK-CAP' },
      packagingConfig: chain,
    });
    expect((await call('GET', `/package/get/${saved.id}`)).json()).toEqual(saved);

    const edited = await call(
      'POST',
      '/package/edit',
      body({
        id: saved.id,
        name: 'Export Pallet B',
        enabled: false,
        product: lid.id,
        packagingConfig: { parentName: 'Crate', child: { count: 6 } },
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Export Pallet B',
      enabled: false,
      product: { id: lid.id },
      packagingConfig: { parentName: 'Crate', count: 1, child: { name: null, count: 6 } },
    });

    const page = (await call('GET', '/package/get_all?contains.name=pallet%20b')).json();
    expect(
      page.content.map((x: { name: string; enabled: boolean }) => [x.name, x.enabled]),
    ).toEqual([['Export Pallet B', false]]);
    expect((await call('DELETE', `/package/${saved.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/package/get/${saved.id}`)).statusCode).toBe(404);
  });

  it('seeds two demo packagings of a seeded product, one inactive', async () => {
    const seeded = (await call('GET', '/package/get_all?sort=name,asc&contains.name=e')).json()
      .content as { name: string; enabled: boolean; packagingConfig: object }[];
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
      const reply = await call('POST', '/package/create', payload);
      expect(reply.statusCode).toBe(400);
      return reply.json().errors.map((e: { field: string; detail: string }) => [e.field, e.detail]);
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
    // Written as text: a chain this deep is more than the test's own JSON tools will nest.
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
    expect((await call('GET', '/package/get_all', undefined, none)).json().title).toBe(
      'You need the Packaging privilege at level 1',
    );
    const levelOne = await userHolding(t, companyId, 'Packaging', 1);
    expect((await call('GET', '/package/get_all', undefined, levelOne)).statusCode).toBe(200);
    const add = await call('POST', '/package/create', body(), levelOne);
    expect(add.statusCode).toBe(403);
    expect(add.json().title).toBe('You need the Packaging privilege at level 2');
    const levelTwo = await userHolding(t, companyId, 'Packaging', 2);
    const saved = (
      await call('POST', '/package/create', body({ name: 'By Two' }), levelTwo)
    ).json();
    expect((await call('POST', '/package/edit', body({ id: saved.id }), levelOne)).statusCode).toBe(
      403,
    );
    const remove = await call('DELETE', `/package/${saved.id}`, undefined, levelTwo);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().title).toBe('You need the Packaging privilege at level 3');
    expect(
      (
        await call(
          'DELETE',
          `/package/${saved.id}`,
          undefined,
          await userHolding(t, companyId, 'Packaging', 3),
        )
      ).statusCode,
    ).toBe(204);
  });

  it("answers 404 for another company's packaging and products, and changes nothing", async () => {
    const other = await otherCompanyAdmin(t, 'Other Packaging Co');
    const mine = (await call('POST', '/package/create', body({ name: 'Private Pack' }))).json();
    expect((await call('GET', '/package/get_all', undefined, other.token)).json().content).toEqual(
      [],
    );
    expect((await call('GET', `/package/get/${mine.id}`, undefined, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/package/edit', body({ id: mine.id, name: 'Stolen' }), other.token))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/package/${mine.id}`, undefined, other.token)).statusCode).toBe(
      404,
    );
    // Their packaging cannot point at our product: refused before anything is written.
    const before = await count();
    const theirs = await call('POST', '/package/create', body({ name: 'Theirs' }), other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().title).toBe('Product not found');
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
          'POST',
          '/package/edit',
          body({ id: mine.id, name: 'Moved', product: theirProduct.id }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/package/get/${mine.id}`)).json()).toEqual(mine);
    expect(await count()).toBe(before);
  });
});
