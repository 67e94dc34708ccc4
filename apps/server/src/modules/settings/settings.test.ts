import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, form, tokenFor } from '../../test-support/sessions';
import { pngOfSize, smallPng } from '../../test-support/images';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const settings = async (token = admin) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/settings/getSettings', headers: bearer(token) })
  ).json();
const saveLogo = (bytes: Buffer, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/create',
    payload: form({}, { file: { bytes, name: 'logo.png' } }),
    headers: bearer(token),
  });

it('has no logo at first, then the uploaded one, which replaces the previous file', async () => {
  expect(await settings()).toEqual({ companyLogo: null });
  const first = await saveLogo(smallPng());
  expect(first.statusCode).toBe(200);
  const url = first.json().companyLogo.value;
  expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  expect((await settings()).companyLogo.value).toBe(url);
  const user = await tokenFor(t, 'user');
  expect((await t.app.inject({ method: 'GET', url, headers: bearer(user) })).statusCode).toBe(200);

  const files = await t.storedFileCount();
  const second = (await saveLogo(smallPng())).json().companyLogo.value;
  expect(second).not.toBe(url);
  expect(await t.storedFileCount()).toBe(files);
});

it('refuses an oversized logo and keeps the old one', async () => {
  const before = await settings();
  const reply = await saveLogo(pngOfSize(5_000_001));
  expect(reply.statusCode).toBe(413);
  expect(await settings()).toEqual(before);
});

it('is saved by the company admin only', async () => {
  const user = await tokenFor(t, 'user');
  expect((await saveLogo(smallPng(), user)).statusCode).toBe(403);
  const superAdmin = await tokenFor(t, 'superadmin');
  expect(await settings(superAdmin)).toEqual({ companyLogo: null });
});
