import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, tokenFor } from '../../test-support/sessions';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await tokenFor(t, 'superadmin');
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = superAdmin,
) => t.app.inject({ method, url, payload, headers: bearer(token) });

describe('companies', () => {
  it('creates, reads, renames, lists and deletes a company', async () => {
    const created = await call('POST', '/api/companies', { name: '  Acme Print  ' });
    expect(created.statusCode).toBe(200);
    const company = created.json();
    expect(company).toMatchObject({ name: 'Acme Print' });

    expect((await call('GET', `/api/companies/${company.id}`)).json().name).toBe('Acme Print');
    const renamed = await call('PUT', '/api/companies', { id: company.id, name: 'Acme Labels' });
    expect(renamed.json().name).toBe('Acme Labels');

    const page = (await call('GET', '/api/companies?page=0&size=100&sort=createdDate,desc')).json();
    expect(page.content[0].name).toBe('Acme Labels');
    expect(page.totalElements).toBe(2);
    expect(page.content.map((c: { name: string }) => c.name)).toContain('Demo Labels Ltd');

    expect((await call('DELETE', `/api/companies/${company.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('sorts by name and pages', async () => {
    for (const name of ['Zeta Co', 'Beta Co']) await call('POST', '/api/companies', { name });
    const page = (await call('GET', '/api/companies?page=0&size=2&sort=name,asc')).json();
    expect(page.content.map((c: { name: string }) => c.name)).toEqual([
      'Beta Co',
      'Demo Labels Ltd',
    ]);
    expect(page.totalPages).toBe(2);
  });

  it('reaches every one of 115 companies: the oldest by Global Search, by Contains and on the last page', async () => {
    for (let n = 1; n <= 115; n += 1)
      await t.services.companies.create({ name: `Bulk Printer ${String(n).padStart(3, '0')}` });
    const names = async (query: string) =>
      (await call('GET', `/api/companies?${query}`)).json() as {
        content: { name: string }[];
        totalElements: number;
      };
    expect((await names('search=bulk%20printer%20001')).content.map((c) => c.name)).toEqual([
      'Bulk Printer 001',
    ]);
    expect((await names('contains.name=PRINTER%20002')).content.map((c) => c.name)).toEqual([
      'Bulk Printer 002',
    ]);
    const all = await names('search=bulk&size=10&sort=createdDate,desc');
    expect(all.totalElements).toBe(115);
    const last = await names('search=bulk&size=10&page=11&sort=createdDate,desc');
    expect(last.content.map((c) => c.name)).toEqual([
      'Bulk Printer 005',
      'Bulk Printer 004',
      'Bulk Printer 003',
      'Bulk Printer 002',
      'Bulk Printer 001',
    ]);
  });

  it('takes % and _ in a search literally, not as wildcards', async () => {
    await call('POST', '/api/companies', { name: '100% Labels_Co' });
    expect(
      (await call('GET', '/api/companies?search=%25'))
        .json()
        .content.map((c: { name: string }) => c.name),
    ).toEqual(['100% Labels_Co']);
    expect(
      (await call('GET', '/api/companies?contains.name=s_c'))
        .json()
        .content.map((c: { name: string }) => c.name),
    ).toEqual(['100% Labels_Co']);
    expect((await call('GET', '/api/companies?search=zzz-nothing')).json()).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
    });
  });

  it.each([
    ['an empty name', '', 'This field is required'],
    ['a blank name', '   ', 'This field is required'],
    ['a 101-character name', 'x'.repeat(101), 'Value must be less than 100'],
  ])('refuses %s with the spec message and writes nothing', async (_label, name, message) => {
    const before = (await call('GET', '/api/companies?size=1')).json().totalElements;
    const reply = await call('POST', '/api/companies', { name });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      title: `Invalid name: ${message}`,
      errors: [{ field: 'name', detail: message }],
    });
    expect((await call('GET', '/api/companies?size=1')).json().totalElements).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await call('POST', '/api/companies', { name: 'y'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a second company of the same name', async () => {
    const reply = await call('POST', '/api/companies', { name: 'demo labels ltd' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().title).toBe('A company named "demo labels ltd" already exists');
  });

  it('refuses to delete a company that still has users', async () => {
    const demo = (await call('GET', '/api/companies?search=Demo%20Labels'))
      .json()
      .content.find((c: { name: string }) => c.name === 'Demo Labels Ltd');
    expect((await call('DELETE', `/api/companies/${demo.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown company and 400 for a bad id or sort', async () => {
    expect((await call('GET', '/api/companies/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/companies', { id: 99999, name: 'Nobody' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/companies/abc')).statusCode).toBe(400);
    const badSort = await call('GET', '/api/companies?sort=password,desc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().title).toBe('Invalid sort: Sort by one of: createdDate, name');
  });

  it.each(['admin', 'user', 'producer'])('refuses the %s role', async (login) => {
    const token = await tokenFor(t, login);
    expect((await call('GET', '/api/companies', undefined, token)).statusCode).toBe(403);
    expect((await call('POST', '/api/companies', { name: 'Sneaky' }, token)).statusCode).toBe(403);
  });

  it('refuses a caller without a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/companies' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().title).toBe('You need to login first!');
  });
});
