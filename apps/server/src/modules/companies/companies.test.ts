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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = superAdmin) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

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
    expect(page.content.map((c: { name: string }) => c.name)).toEqual(['Beta Co', 'Demo Labels Ltd']);
    expect(page.totalPages).toBe(2);
  });

  it.each([
    ['an empty name', '', 'This field is required'],
    ['a blank name', '   ', 'This field is required'],
    ['a 101-character name', 'x'.repeat(101), 'Value must be less than 100'],
  ])('refuses %s with the spec message and writes nothing', async (_label, name, message) => {
    const before = (await call('GET', '/api/companies?size=1')).json().totalElements;
    const reply = await call('POST', '/api/companies', { name });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ title: `Invalid name: ${message}`, errors: [{ field: 'name', detail: message }] });
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
    const demo = (await call('GET', '/api/companies?size=100')).json().content.find((c: { name: string }) => c.name === 'Demo Labels Ltd');
    expect((await call('DELETE', `/api/companies/${demo.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown company and 400 for a bad id or sort', async () => {
    expect((await call('GET', '/api/companies/99999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/companies', { id: 99999, name: 'Nobody' })).statusCode).toBe(404);
    expect((await call('GET', '/api/companies/abc')).statusCode).toBe(400);
    const badSort = await call('GET', '/api/companies?sort=password,desc');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().title).toBe('Invalid sort: Sort by one of: createdDate, name, id');
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
