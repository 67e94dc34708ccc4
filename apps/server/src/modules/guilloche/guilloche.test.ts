import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { bearer, form, tokenFor } from '../../test-support/sessions';
import { pngOfSize, smallPng } from '../../test-support/images';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const list = async (token = admin, query = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/guilloche-images${query}`,
      headers: bearer(token),
    })
  ).json().content;
const upload = (method: 'POST' | 'PUT', body: FormData, token = admin) =>
  t.app.inject({ method, url: '/api/guilloche-images', payload: body, headers: bearer(token) });

describe('guilloche images', () => {
  it('lists the seeded images and serves their bytes to the company only', async () => {
    const images = await list();
    expect(images.map((i: { color: string }) => i.color).sort()).toEqual(['Blue', 'Green', 'Red']);
    const file = await t.app.inject({
      method: 'GET',
      url: images[0].imageUrl,
      headers: bearer(admin),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.app.inject({ method: 'GET', url: images[0].imageUrl })).statusCode).toBe(401);
  });

  it('adds an image, stores its bytes, edits the colour and replaces the file without leaving the old one', async () => {
    const filesBefore = await t.storedFileCount();
    const created = await upload(
      'POST',
      form({ color: 'Gold' }, { file: { bytes: smallPng(), name: 'gold.png', type: 'image/png' } }),
    );
    expect(created.statusCode).toBe(200);
    const image = created.json();
    expect(image).toMatchObject({ color: 'Gold', contentType: 'image/png' });
    expect(await t.storedFileCount()).toBe(filesBefore + 1);

    const renamed = await upload('PUT', form({ id: String(image.id), color: 'Old Gold' }));
    expect(renamed.json()).toMatchObject({ color: 'Old Gold', imageUrl: image.imageUrl });

    const replaced = await upload(
      'PUT',
      form(
        { id: String(image.id), color: 'Old Gold' },
        { file: { bytes: smallPng(), name: 'new.png' } },
      ),
    );
    expect(replaced.json().imageUrl).not.toBe(image.imageUrl);
    expect(await t.storedFileCount()).toBe(filesBefore + 1);
    expect(
      (await t.app.inject({ method: 'GET', url: image.imageUrl, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/guilloche-images/${image.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(204);
    expect(await t.storedFileCount()).toBe(filesBefore);
  });

  it('refuses a file over 5,000,000 bytes with 413 and stores nothing', async () => {
    const before = { rows: (await list()).length, files: await t.storedFileCount() };
    const reply = await upload(
      'POST',
      form(
        { color: 'Huge' },
        { file: { bytes: pngOfSize(5_000_001), name: 'huge.png', type: 'image/png' } },
      ),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json().title).toBe('The file is larger than 5 MB');
    expect({ rows: (await list()).length, files: await t.storedFileCount() }).toEqual(before);
  });

  it('accepts a file of exactly 5,000,000 bytes', async () => {
    const reply = await upload(
      'POST',
      form({ color: 'Edge' }, { file: { bytes: pngOfSize(5_000_000), name: 'edge.png' } }),
    );
    expect(reply.statusCode).toBe(200);
  });

  it('judges the type by the bytes, not the name, and stores nothing', async () => {
    const before = { rows: (await list()).length, files: await t.storedFileCount() };
    const fake = await upload(
      'POST',
      form(
        { color: 'Fake' },
        {
          file: {
            bytes: Buffer.from('<svg onload="alert(1)"/>'),
            name: 'fake.png',
            type: 'image/png',
          },
        },
      ),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().title).toBe('The file must be an image (PNG, JPEG, GIF, WebP or BMP)');
    const pdf = await upload(
      'POST',
      form(
        { color: 'Doc' },
        {
          file: { bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'doc.png' },
        },
      ),
    );
    expect(pdf.statusCode).toBe(415);
    expect({ rows: (await list()).length, files: await t.storedFileCount() }).toEqual(before);
  });

  it('requires a colour (max 100) and a file', async () => {
    const noColour = await upload(
      'POST',
      form({ color: '' }, { file: { bytes: smallPng(), name: 'a.png' } }),
    );
    expect(noColour.json().errors).toEqual([
      { field: 'color', pointer: '#/color', detail: 'This field is required' },
    ]);
    const longColour = await upload(
      'POST',
      form({ color: 'c'.repeat(101) }, { file: { bytes: smallPng(), name: 'a.png' } }),
    );
    expect(longColour.json().errors[0].detail).toBe('Value must be less than 100');
    const noFile = await upload('POST', form({ color: 'Teal' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors[0]).toMatchObject({
      field: 'file',
      detail: 'This field is required',
    });
  });

  it('takes one file only', async () => {
    const body = form({ color: 'Two' }, { file: { bytes: smallPng(), name: 'a.png' } });
    body.append('file', new Blob([new Uint8Array(smallPng())]), 'b.png');
    const reply = await upload('POST', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().title).toBe('Only one file may be uploaded');
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
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/guilloche-images/${mine.id}`,
          headers: bearer(otherAdmin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload('PUT', form({ id: String(mine.id), color: 'Stolen' }), otherAdmin)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/guilloche-images/${mine.id}`,
          headers: bearer(otherAdmin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: mine.imageUrl, headers: bearer(otherAdmin) }))
        .statusCode,
    ).toBe(404);
  });

  it('follows privilege levels: the producer (level 1) reads but may not add or delete', async () => {
    const producer = await tokenFor(t, 'producer');
    expect((await list(producer)).length).toBeGreaterThan(0);
    const add = await upload(
      'POST',
      form({ color: 'Nope' }, { file: { bytes: smallPng(), name: 'a.png' } }),
      producer,
    );
    expect(add.statusCode).toBe(403);
    expect(add.json().title).toBe('You need the Guilloche Image privilege at level 2');
    const id = (await list(producer))[0].id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/guilloche-images/${id}`,
          headers: bearer(producer),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets the user holding level 3 delete', async () => {
    const user = await tokenFor(t, 'user');
    const id = (await list(user))[0].id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/guilloche-images/${id}`,
          headers: bearer(user),
        })
      ).statusCode,
    ).toBe(204);
  });
});
