import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
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

const settings = async (token = admin) => (await call(t, contract.settings.get, {}, token)).body;
const saveLogo = (bytes: Buffer, token = admin) =>
  call(t, contract.settings.save, { files: { file: { bytes, name: 'logo.png' } } }, token);

it('has no logo at first, then the uploaded one, which replaces the previous file', async () => {
  expect(await settings()).toEqual({ companyLogo: null });
  const first = await saveLogo(smallPng());
  expect(first.status).toBe(200);
  const url = first.body.companyLogo!.value;
  expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  expect((await settings()).companyLogo!.value).toBe(url);
  const user = await tokenFor(t, 'user');
  expect((await call(t, contract.system.file, { link: url }, user)).status).toBe(200);

  const files = await t.storedFileCount();
  const second = (await saveLogo(smallPng())).body.companyLogo!.value;
  expect(second).not.toBe(url);
  expect(await t.storedFileCount()).toBe(files);
});

it('refuses an oversized logo and keeps the old one', async () => {
  const before = await settings();
  const reply = await saveLogo(pngOfSize(5_000_001));
  expect(reply.status).toBe(413);
  expect(await settings()).toEqual(before);
});

it('is saved by the company admin only', async () => {
  const user = await tokenFor(t, 'user');
  expect((await saveLogo(smallPng(), user)).status).toBe(403);
  const superAdmin = await tokenFor(t, 'superadmin');
  expect(await settings(superAdmin)).toEqual({ companyLogo: null });
});
