import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { pngOfSize, smallPng } from '../../test-support/images';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const list = async (token = admin) =>
  (await call(t, contract.guilloche.list, {}, token)).body.content;

describe('guilloche images', () => {
  it('lists the seeded images and serves their bytes to the company only', async () => {
    const images = await list();
    expect(images.map((i: { color: string }) => i.color).sort()).toEqual(['Blue', 'Green', 'Red']);
    const file = await call(t, contract.system.file, { link: images[0]!.imageUrl }, admin);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.body.subarray(1, 4).toString()).toBe('PNG');
    expect((await call(t, contract.system.file, { link: images[0]!.imageUrl })).status).toBe(401);
  });

  it('adds an image, stores its bytes, edits the colour and replaces the file without leaving the old one', async () => {
    const filesBefore = await t.storedFileCount();
    const created = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Gold' },
        files: { file: { bytes: smallPng(), name: 'gold.png', type: 'image/png' } },
      },
      admin,
    );
    expect(created.status).toBe(200);
    const image = created.body;
    expect(image).toMatchObject({ color: 'Gold', contentType: 'image/png' });
    expect(await t.storedFileCount()).toBe(filesBefore + 1);

    const renamed = await call(
      t,
      contract.guilloche.update,
      { body: { id: String(image.id), color: 'Old Gold' } },
      admin,
    );
    expect(renamed.body).toMatchObject({ color: 'Old Gold', imageUrl: image.imageUrl });

    const replaced = await call(
      t,
      contract.guilloche.update,
      {
        body: { id: String(image.id), color: 'Old Gold' },
        files: { file: { bytes: smallPng(), name: 'new.png' } },
      },
      admin,
    );
    expect(replaced.body.imageUrl).not.toBe(image.imageUrl);
    expect(await t.storedFileCount()).toBe(filesBefore + 1);
    expect((await call(t, contract.system.file, { link: image.imageUrl }, admin)).status).toBe(404);

    expect(
      (await call(t, contract.guilloche.remove, { params: { id: image.id } }, admin)).status,
    ).toBe(204);
    expect(await t.storedFileCount()).toBe(filesBefore);
  });

  it('refuses a file over 5,000,000 bytes with 413 and stores nothing', async () => {
    const before = { rows: (await list()).length, files: await t.storedFileCount() };
    const reply = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Huge' },
        files: { file: { bytes: pngOfSize(5_000_001), name: 'huge.png', type: 'image/png' } },
      },
      admin,
    );
    expect(reply.status).toBe(413);
    expect(reply.problem.title).toBe('The file is larger than 5 MB');
    expect({ rows: (await list()).length, files: await t.storedFileCount() }).toEqual(before);
  });

  it('accepts a file of exactly 5,000,000 bytes', async () => {
    const reply = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Edge' },
        files: { file: { bytes: pngOfSize(5_000_000), name: 'edge.png' } },
      },
      admin,
    );
    expect(reply.status).toBe(200);
  });

  it('judges the type by the bytes, not the name, and stores nothing', async () => {
    const before = { rows: (await list()).length, files: await t.storedFileCount() };
    const fake = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Fake' },
        files: {
          file: {
            bytes: Buffer.from('<svg onload="alert(1)"/>'),
            name: 'fake.png',
            type: 'image/png',
          },
        },
      },
      admin,
    );
    expect(fake.status).toBe(415);
    expect(fake.problem.title).toBe('The file must be an image (PNG, JPEG, GIF, WebP or BMP)');
    const pdf = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Doc' },
        files: {
          file: { bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'doc.png' },
        },
      },
      admin,
    );
    expect(pdf.status).toBe(415);
    expect({ rows: (await list()).length, files: await t.storedFileCount() }).toEqual(before);
  });

  it('requires a colour (max 100) and a file', async () => {
    const noColour = await call(
      t,
      contract.guilloche.create,
      { body: { color: '' }, files: { file: { bytes: smallPng(), name: 'a.png' } } },
      admin,
    );
    expect(noColour.problem.errors).toEqual([
      { field: 'color', pointer: '#/color', detail: 'This field is required' },
    ]);
    const longColour = await call(
      t,
      contract.guilloche.create,
      { body: { color: 'c'.repeat(101) }, files: { file: { bytes: smallPng(), name: 'a.png' } } },
      admin,
    );
    expect(longColour.problem.errors![0]!.detail).toBe('Value must be less than 100');
    const noFile = await call(t, contract.guilloche.create, { body: { color: 'Teal' } }, admin);
    expect(noFile.status).toBe(400);
    expect(noFile.problem.errors![0]).toMatchObject({
      field: 'file',
      detail: 'This field is required',
    });
  });

  it('takes one file only', async () => {
    const png = (name: string) => ({ bytes: smallPng(), name });
    const reply = await call(
      t,
      contract.guilloche.create,
      { body: { color: 'Two' }, files: { file: [png('a.png'), png('b.png')] } },
      admin,
    );
    expect(reply.status).toBe(400);
    expect(reply.problem.title).toBe('Only one file may be uploaded');
  });

  it("answers 404 for another company's image, for reading, editing and deleting", async () => {
    const other = await t.services.companies.create({ name: 'Other Print Co' });
    await t.services.accounts.create({
      login: 'other-admin',
      password: demoPassword,
      firstName: 'O',
      lastName: 'A',
      role: 'ROLE_ADMIN',
      companyId: other.id,
    });
    const otherAdmin = await tokenFor(t, 'other-admin');
    expect(await list(otherAdmin)).toEqual([]);
    const mine = (await list())[0];
    expect(
      (await call(t, contract.guilloche.get, { params: { id: mine!.id } }, otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.guilloche.update,
          { body: { id: String(mine!.id), color: 'Stolen' } },
          otherAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.guilloche.remove, { params: { id: mine!.id } }, otherAdmin)).status,
    ).toBe(404);
    expect((await call(t, contract.system.file, { link: mine!.imageUrl }, otherAdmin)).status).toBe(
      404,
    );
  });

  it('follows privilege levels: the producer (level 1) reads but may not add or delete', async () => {
    const producer = await tokenFor(t, 'producer');
    expect((await list(producer)).length).toBeGreaterThan(0);
    const add = await call(
      t,
      contract.guilloche.create,
      { body: { color: 'Nope' }, files: { file: { bytes: smallPng(), name: 'a.png' } } },
      producer,
    );
    expect(add.status).toBe(403);
    expect(add.problem.title).toBe('You need the Guilloche Image privilege at level 2');
    const id = (await list(producer))[0]!.id;
    expect((await call(t, contract.guilloche.remove, { params: { id } }, producer)).status).toBe(
      403,
    );
  });

  it('lets the user holding level 3 delete', async () => {
    const user = await tokenFor(t, 'user');
    const id = (await list(user))[0]!.id;
    expect((await call(t, contract.guilloche.remove, { params: { id } }, user)).status).toBe(204);
  });
});
