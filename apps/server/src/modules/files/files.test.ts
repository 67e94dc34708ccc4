import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { storedFiles } from './files.table';
import { access } from '../../platform/access';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { smallPng } from '../../test-support/images';
import { call } from '../../test-support/api-calls';

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

const firstImageUrl = async (): Promise<string> =>
  (await call(t, contract.guilloche.list, {}, admin)).body.content[0]!.imageUrl;

describe('a stored file is downloaded only by a caller who may read the record it belongs to', () => {
  it('a producer without the Guilloche Image privilege gets 403 on the guilloche list and on its image', async () => {
    const producer = await tokenFor(t, 'producer-no-guilloche');
    const url = await firstImageUrl();
    const list = await call(t, contract.guilloche.list, {}, producer);
    const image = await call(t, contract.system.file, { link: url }, producer);
    expect(list.status).toBe(403);
    expect(image.status).toBe(403);
    expect(image.headers['content-type']).toContain('application/problem+json');
    expect(image.problem.title).toBe('You need the Guilloche Image privilege at level 1');
  });

  it('the demo producer holding Guilloche Image at level 1 gets the image', async () => {
    const image = await call(
      t,
      contract.system.file,
      { link: await firstImageUrl() },
      await tokenFor(t, 'producer'),
    );
    expect(image.status).toBe(200);
    expect(image.body.subarray(1, 4).toString()).toBe('PNG');
  });

  it("another company's admin gets 404 on the image", async () => {
    const image = await call(t, contract.system.file, { link: await firstImageUrl() }, otherAdmin);
    expect(image.status).toBe(404);
    expect(image.problem.title).toBe('File not found');
  });

  it('the company logo is read by every signed-in member of its company, and by no other company', async () => {
    const saved = await call(
      t,
      contract.settings.save,
      { files: { file: { bytes: smallPng(), name: 'logo.png' } } },
      admin,
    );
    const logoUrl = saved.body.companyLogo!.value;
    for (const login of ['user', 'producer', 'producer-no-guilloche']) {
      expect({
        login,
        status: (await call(t, contract.system.file, { link: logoUrl }, await tokenFor(t, login)))
          .status,
      }).toEqual({
        login,
        status: 200,
      });
    }
    expect((await call(t, contract.system.file, { link: logoUrl }, otherAdmin)).status).toBe(404);
  });

  it('a file whose purpose no module owns is never downloadable, not even by its company admin', async () => {
    const stored = await t.services.files.store(
      { buffer: smallPng(), contentType: 'image/png', extension: 'png', originalName: 'x.png' },
      'nobody-owns-this',
      demoCompanyId,
    );
    await stored.record(t.database.db);
    const reply = await call(t, contract.system.file, { params: { fileId: stored.id } }, admin);
    expect(reply.status).toBe(404);
    expect(reply.problem.title).toBe('File not found');
  });

  it('a second owner for the same purpose is refused, so one module alone decides who reads its files', () => {
    expect(() =>
      t.services.files.registerOwner('guilloche-image', { access: { kind: 'public' } }),
    ).toThrow(/already have an owner/);
  });
});

it('a file whose bytes are gone from storage answers 404, not 500', async () => {
  const created = await call(
    t,
    contract.guilloche.create,
    { body: { color: 'Vanishing' }, files: { file: { bytes: smallPng(), name: 'v.png' } } },
    admin,
  );
  const { imageUrl } = created.body;
  const [row] = await t.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, imageUrl.split('/').pop()!));
  await rm(path.join(t.filesDir, row!.storageKey));
  const image = await call(t, contract.system.file, { link: imageUrl }, admin);
  expect(image.status).toBe(404);
  expect(image.problem.title).toBe('File not found');
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
    const download = await call(t, contract.system.file, { params: { fileId: stored.id } }, admin);
    expect(download.status).toBe(200);
    expect(download.text).toBe('a,b\n1,2\n');
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
