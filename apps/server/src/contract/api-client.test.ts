import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { ApiError, contract, createApiClient } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../test-support/test-app';
import { smallPng } from '../test-support/images';

/** The console's client, over real HTTP, against the real server. */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

async function signedIn(username: string, onUnauthorized = vi.fn()) {
  let token: string | null = null;
  const client = createApiClient({
    baseUrl,
    getToken: () => token,
    onUnauthorized,
    validateReplies: true,
  });
  const reply = await client.call(contract.auth.checkLogin, {
    body: { username, password: demoPassword },
  });
  token = reply.idToken;
  return { client, onUnauthorized, setToken: (value: string) => (token = value) };
}

describe('the api client', () => {
  it('logs in and loads the account', async () => {
    const { client } = await signedIn('superadmin');
    const me = await client.call(contract.auth.account);
    expect(me.authorities).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('makes a companies round trip', async () => {
    const { client } = await signedIn('superadmin');
    const created = await client.call(contract.companies.create, { body: { name: 'Client Co' } });
    const page = await client.call(contract.companies.list, {
      query: { page: 0, size: 100, sort: 'createdDate,desc' },
    });
    expect(page.content.map((c) => c.name)).toContain('Client Co');
    await client.call(contract.companies.remove, { params: { id: created.id } });
    await expect(
      client.call(contract.companies.get, { params: { id: created.id } }),
    ).rejects.toMatchObject({ status: 404, title: 'Company not found' });
  });

  it('uploads a multipart form and downloads the file back', async () => {
    const { client } = await signedIn('user');
    const png = smallPng();
    const image = await client.call(contract.guilloche.create, {
      body: { color: 'Client Blue' },
      files: { file: new File([new Uint8Array(png)], 'blue.png', { type: 'image/png' }) },
    });
    expect(image.color).toBe('Client Blue');
    const fileId = image.imageUrl.split('/').pop()!;
    const download = await client.call(contract.system.file, { params: { fileId } });
    expect(download.fileName).toMatch(/^guilloche-image-.*\.png$/);
    expect(Buffer.from(await download.blob.arrayBuffer()).equals(png)).toBe(true);
  });

  it('turns a problem into an ApiError with field errors', async () => {
    const { client } = await signedIn('superadmin');
    const error = await client
      .call(contract.companies.create, { body: { name: 'x'.repeat(101) } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Invalid name: Value must be less than 100',
      fromServer: true,
    });
    expect((error as ApiError).fieldErrors()).toEqual({ name: 'Value must be less than 100' });
  });

  it('does not end a session when a call without a token is refused', async () => {
    const onUnauthorized = vi.fn();
    const anonymous = createApiClient({ baseUrl, getToken: () => null, onUnauthorized });
    await expect(
      anonymous.call(contract.auth.checkLogin, {
        body: { username: 'admin', password: 'wrong-pass' },
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized when the token has expired', async () => {
    const { client, onUnauthorized } = await signedIn('producer');
    t.advanceClock(9 * 60 * 60 * 1000);
    await expect(client.call(contract.auth.account)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
