import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { pngOfSize } from '../../test-support/images';
import { demoCompanyId, insertCustomer } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
let customerId: number;
const api = () => productApi(t, () => admin);
const snapshot = async () => ({ products: await api().count(), files: await t.storedFileCount() });

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  const companyId = await demoCompanyId(t);
  customerId = (await insertCustomer(t, companyId, 'Image Test Customer')).id;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => t.close());

/** A file row that cannot be written, as when the connection drops inside the transaction. */
const failingRecord = (() => Promise.reject(new Error('connection lost'))) as unknown;

const fields = (code: string) => ({
  ...productFields,
  productCode: code,
  'customer.id': customerId,
});

describe('product images', () => {
  it('stores images told apart by file name, replaces and removes them on edit, and deletes them with the product', async () => {
    const before = await snapshot();
    const created = await api().create(fields('IMG-1'), [
      { name: 'productImage.png' },
      { name: 'labelImageUrl.png' },
    ]);
    expect(created.status).toBe(200);
    const product = created.body;
    expect(product.imageUrl).toMatch(/^\/api\/files\//);
    expect(product.labelImageUrl).toMatch(/^\/api\/files\//);
    expect(product.imageOnOtp).toBeNull();
    expect(await t.storedFileCount()).toBe(before.files + 2);
    const image = await call(t, contract.system.file, { link: product.imageUrl }, admin);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // Replace the product image, drop the label image, keep nothing else.
    const edited = await api().update(
      { ...fields('IMG-1'), id: product.id, 'remove.labelImageUrl': true },
      [{ name: 'productImage.png' }],
    );
    expect(edited.status).toBe(200);
    expect(edited.body.imageUrl).not.toBe(product.imageUrl);
    expect(edited.body.labelImageUrl).toBeNull();
    expect(await t.storedFileCount()).toBe(before.files + 1);
    expect(
      (await call(t, contract.system.file, { link: product.labelImageUrl }, admin)).status,
    ).toBe(404);

    // An edit without files keeps the stored image.
    expect((await api().update({ ...fields('IMG-1'), id: product.id })).body.imageUrl).toBe(
      edited.body.imageUrl,
    );

    expect(
      (await call(t, contract.products.remove, { params: { id: product.id } }, admin)).status,
    ).toBe(204);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image over 1,000,000 bytes (413), a file that is no image (415) and an unknown name, storing nothing', async () => {
    const before = await snapshot();
    const big = await api().create(fields('IMG-BIG'), [
      { name: 'productImage.png', bytes: pngOfSize(1_000_001) },
    ]);
    expect(big.status).toBe(413);
    expect(big.problem.title).toBe('The file is larger than 1 MB');
    const text = await api().create(fields('IMG-TXT'), [
      { name: 'productImage.png', bytes: Buffer.from('not an image at all') },
    ]);
    expect(text.status).toBe(415);
    const unknown = await api().create(fields('IMG-UNK'), [{ name: 'logo.png' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.problem.title).toBe(
      'Image file names must be one of productImage, labelImageUrl, imageOnIdentification, imageOnOtp, imageOnRegistration, imageOnUploadInvoice',
    );
    const twice = await api().create(fields('IMG-TWICE'), [
      { name: 'productImage.png' },
      { name: 'productImage.jpg' },
    ]);
    expect(twice.status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await api().create(fields('IMG-EDGE'), [
          { name: 'imageOnOtp.png', bytes: pngOfSize(1_000_000) },
        ])
      ).status,
    ).toBe(200);
  });

  it('leaves no product and no file when a save fails half way through its images', async () => {
    const before = await snapshot();
    const store = t.services.files.store.bind(t.services.files);
    let calls = 0;
    // The third image's bytes cannot be written: the two already written are removed.
    vi.spyOn(t.services.files, 'store').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return store(...args);
    });
    const images = [
      { name: 'productImage.png' },
      { name: 'labelImageUrl.png' },
      { name: 'imageOnOtp.png' },
    ];
    expect((await api().create(fields('HALF-1'), images)).status).toBe(500);
    expect(await snapshot()).toEqual(before);

    // Every byte is written, then the second file's row fails inside the transaction.
    calls = 0;
    vi.spyOn(t.services.files, 'store').mockImplementation(async (...args) => {
      calls += 1;
      const staged = await store(...args);
      return calls === 2 ? { ...staged, record: failingRecord as typeof staged.record } : staged;
    });
    expect((await api().create(fields('HALF-2'), images)).status).toBe(500);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the stored images when an edit fails half way, and leaves no new file', async () => {
    const product = (await api().create(fields('HALF-EDIT'), [{ name: 'productImage.png' }])).body;
    const before = await snapshot();
    const store = t.services.files.store.bind(t.services.files);
    vi.spyOn(t.services.files, 'store').mockImplementation(async (...args) => {
      const staged = await store(...args);
      return { ...staged, record: failingRecord as typeof staged.record };
    });
    const reply = await api().update(
      { ...fields('HALF-EDIT'), id: product.id, productName: 'Changed' },
      [{ name: 'productImage.png' }, { name: 'labelImageUrl.png' }],
    );
    expect(reply.status).toBe(500);
    expect(await snapshot()).toEqual(before);
    vi.restoreAllMocks();
    const kept = (await call(t, contract.products.get, { params: { id: product.id } }, admin)).body;
    expect(kept).toMatchObject({
      productName: productFields.productName,
      imageUrl: product.imageUrl,
    });
    expect((await call(t, contract.system.file, { link: product.imageUrl }, admin)).status).toBe(
      200,
    );
  });
});
