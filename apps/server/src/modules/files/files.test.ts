import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from './files.table';
import { access } from '../../platform/access';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { bearer, form, tokenFor } from '../../test-support/sessions';
import { smallPng } from '../../test-support/images';

let t: TestApp;
let admin: string;
let demoCompanyId: number;
let otherAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demoCompanyId = (await t.services.accounts.findByLogin('producer'))!.companyId!;
  await t.services.accounts.create({
    login: 'producer-no-guilloche',
    password: demoPassword,
    firstName: 'Nora',
    lastName: 'Producer',
    role: 'ROLE_PRODUCER',
    companyId: demoCompanyId,
    privileges: [
      { parent: null, name: 'Master', priority: 1 },
      { parent: 'Master', name: 'Product', priority: 1 },
    ],
  });
  const other = await t.services.companies.create({ name: 'Other Print Co' });
  await t.services.accounts.create({
    login: 'other-admin',
    password: demoPassword,
    firstName: 'O',
    lastName: 'A',
    role: 'ROLE_ADMIN',
    companyId: other.id,
  });
  otherAdmin = await tokenFor(t, 'other-admin');
});
afterAll(async () => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const firstImageUrl = async (): Promise<string> =>
  (await get('/api/guilloche-images', admin)).json().content[0].imageUrl;

describe('a stored file is downloaded only by a caller who may read the record it belongs to', () => {
  it('a producer without the Guilloche Image privilege gets 403 on the guilloche list and on its image', async () => {
    const producer = await tokenFor(t, 'producer-no-guilloche');
    const url = await firstImageUrl();
    const list = await get('/api/guilloche-images', producer);
    const image = await get(url, producer);
    expect(list.statusCode).toBe(403);
    expect(image.statusCode).toBe(403);
    expect(image.headers['content-type']).toContain('application/problem+json');
    expect(image.json().title).toBe('You need the Guilloche Image privilege at level 1');
  });

  it('the demo producer holding Guilloche Image at level 1 gets the image', async () => {
    const image = await get(await firstImageUrl(), await tokenFor(t, 'producer'));
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("another company's admin gets 404 on the image", async () => {
    const image = await get(await firstImageUrl(), otherAdmin);
    expect(image.statusCode).toBe(404);
    expect(image.json().title).toBe('File not found');
  });

  it('the company logo is read by every signed-in member of its company, and by no other company', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/create',
      payload: form({}, { file: { bytes: smallPng(), name: 'logo.png' } }),
      headers: bearer(admin),
    });
    const logoUrl = saved.json().companyLogo.value;
    for (const login of ['user', 'producer', 'producer-no-guilloche']) {
      expect({ login, status: (await get(logoUrl, await tokenFor(t, login))).statusCode }).toEqual({
        login,
        status: 200,
      });
    }
    expect((await get(logoUrl, otherAdmin)).statusCode).toBe(404);
  });

  it('a file whose purpose no module owns is never downloadable, not even by its company admin', async () => {
    const stored = await t.services.files.store(
      { buffer: smallPng(), contentType: 'image/png', extension: 'png', originalName: 'x.png' },
      'nobody-owns-this',
      demoCompanyId,
    );
    await stored.record(t.database.db);
    const reply = await get(`/api/files/${stored.id}`, admin);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().title).toBe('File not found');
  });

  it('a second owner for the same purpose is refused, so one module alone decides who reads its files', () => {
    expect(() =>
      t.services.files.registerOwner('guilloche-image', { access: { kind: 'public' } }),
    ).toThrow(/already have an owner/);
  });
});

it('a file whose bytes are gone from storage answers 404, not 500', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/guilloche-images',
    payload: form({ color: 'Vanishing' }, { file: { bytes: smallPng(), name: 'v.png' } }),
    headers: bearer(admin),
  });
  const { imageUrl } = created.json();
  const [row] = await t.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, imageUrl.split('/').pop()));
  await rm(path.join(t.filesDir, row!.storageKey));
  const image = await get(imageUrl, admin);
  expect(image.statusCode).toBe(404);
  expect(image.json().title).toBe('File not found');
});

describe('a generated file is stored as it is written', () => {
  const report = (text: string) => Readable.from([Buffer.from(text)]);
  const spec = { extension: 'csv', contentType: 'text/csv', fileName: 'report.csv', maxBytes: 16 };

  it("records it in the caller's transaction and serves it like an upload", async () => {
    t.services.files.registerOwner('test-report', { access: access.anySignedIn });
    const stored = await t.services.files.storeStream(
      report('a,b\n1,2\n'),
      spec,
      'test-report',
      demoCompanyId,
    );
    await t.database.db.transaction(async (tx) => stored.record(tx));
    const download = await get(`/api/files/${stored.id}`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('a,b\n1,2\n');
  });

  it('past its byte limit answers 413 and keeps nothing', async () => {
    const before = await t.storedFileCount();
    const stored = t.services.files.storeStream(
      report('x'.repeat(17)),
      spec,
      'test-report',
      demoCompanyId,
    );
    await expect(stored).rejects.toMatchObject({
      status: 413,
      title: 'The file is larger than 16 bytes',
    });
    expect(await t.storedFileCount()).toBe(before);
  });
});
