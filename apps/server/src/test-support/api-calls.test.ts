import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call, unchecked } from './api-calls';
import { tokenFor } from './sessions';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await tokenFor(t, 'superadmin');
});
afterAll(async () => t.close());

describe('a call of the contract on the test app', () => {
  it('sends the body, fills the path and query, and gives the typed reply', async () => {
    const created = await call(
      t,
      contract.companies.create,
      { body: { name: 'Call Ltd' } },
      superAdmin,
    );
    expect(created.status).toBe(200);
    expect(() => created.problem).toThrow(/answered 200, not a problem/);
    const { id } = created.body;
    expect((await call(t, contract.companies.get, { params: { id } }, superAdmin)).body.name).toBe(
      'Call Ltd',
    );
    const page = await call(
      t,
      contract.companies.list,
      { query: { search: 'call ltd', size: 5 } },
      superAdmin,
    );
    expect(page.body.content.map((company) => company.name)).toEqual(['Call Ltd']);
  });

  it('calls as nobody, or as a principal that gives its token', async () => {
    const nobody = await call(t, contract.companies.list);
    expect(nobody.status).toBe(401);
    expect(nobody.problem.status).toBe(401);
    expect(() => nobody.body).toThrow(/answered 401, not 2xx/);
    const principal = { token: async () => superAdmin };
    expect((await call(t, contract.companies.list, {}, principal)).status).toBe(200);
  });

  it('fails a test that reads the body of a refusal, with the refusal in the message', async () => {
    const refused = await call(t, contract.companies.create, { body: unchecked({}) }, superAdmin);
    expect(refused.status).toBe(400);
    expect(refused.problem.errors?.[0]?.field).toBe('name');
    expect(() => refused.body).toThrow(/POST \/api\/companies answered 400, not 2xx: .*name/);
  });

  it('follows a link the server gave only as the call it names', async () => {
    const admin = await tokenFor(t, 'admin');
    const [image] = (await call(t, contract.guilloche.list, {}, admin)).body.content;
    const file = await call(t, contract.system.file, { link: image!.imageUrl }, admin);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.body.subarray(1, 4).toString()).toBe('PNG');
    await expect(call(t, contract.companies.get, { link: image!.imageUrl })).rejects.toThrow(
      /is not a link of GET \/companies\/:id/,
    );
  });

  it('sends a multipart call with its fields and file parts', async () => {
    const admin = await tokenFor(t, 'admin');
    const png = (
      await call(
        t,
        contract.system.file,
        {
          link: (await call(t, contract.guilloche.list, {}, admin)).body.content[0]!.imageUrl,
        },
        admin,
      )
    ).body;
    const saved = await call(
      t,
      contract.guilloche.create,
      {
        body: { color: 'Violet' },
        files: { file: { bytes: png, name: 'violet.png', type: 'image/png' } },
      },
      admin,
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.color).toBe('Violet');
  });
});
