import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call } from '../../test-support/api-calls';

let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await tokenFor(t, 'superadmin');
});
afterAll(async () => t.close());

describe('companies', () => {
  it('creates, reads, renames, lists and deletes a company', async () => {
    const created = await call(
      t,
      contract.companies.create,
      { body: { name: '  Acme Print  ' } },
      superAdmin,
    );
    expect(created.status).toBe(200);
    const company = created.body;
    expect(company).toMatchObject({ name: 'Acme Print' });

    expect(
      (await call(t, contract.companies.get, { params: { id: company.id } }, superAdmin)).body.name,
    ).toBe('Acme Print');
    const renamed = await call(
      t,
      contract.companies.update,
      { body: { id: company.id, name: 'Acme Labels' } },
      superAdmin,
    );
    expect(renamed.body.name).toBe('Acme Labels');

    const page = (
      await call(
        t,
        contract.companies.list,
        { query: { page: 0, size: 100, sort: 'createdDate,desc' } },
        superAdmin,
      )
    ).body;
    expect(page.content[0]!.name).toBe('Acme Labels');
    expect(page.totalElements).toBe(2);
    expect(page.content.map((c: { name: string }) => c.name)).toContain('Demo Labels Ltd');

    expect(
      (await call(t, contract.companies.remove, { params: { id: company.id } }, superAdmin)).status,
    ).toBe(204);
    expect(
      (await call(t, contract.companies.get, { params: { id: company.id } }, superAdmin)).status,
    ).toBe(404);
  });

  it('sorts by name and pages', async () => {
    for (const name of ['Zeta Co', 'Beta Co'])
      await call(t, contract.companies.create, { body: { name } }, superAdmin);
    const page = (
      await call(
        t,
        contract.companies.list,
        { query: { page: 0, size: 2, sort: 'name,asc' } },
        superAdmin,
      )
    ).body;
    expect(page.content.map((c: { name: string }) => c.name)).toEqual([
      'Beta Co',
      'Demo Labels Ltd',
    ]);
    expect(page.totalPages).toBe(2);
  });

  it('reaches every one of 115 companies: the oldest by Global Search, by Contains and on the last page', async () => {
    for (let n = 1; n <= 115; n += 1)
      await t.services.companies.create({ name: `Bulk Printer ${String(n).padStart(3, '0')}` });
    const names = async (query: object) =>
      (await call(t, contract.companies.list, { query }, superAdmin)).body;
    expect((await names({ search: 'bulk printer 001' })).content.map((c) => c.name)).toEqual([
      'Bulk Printer 001',
    ]);
    expect((await names({ 'contains.name': 'PRINTER 002' })).content.map((c) => c.name)).toEqual([
      'Bulk Printer 002',
    ]);
    const all = await names({ search: 'bulk', size: 10, sort: 'createdDate,desc' });
    expect(all.totalElements).toBe(115);
    const last = await names({ search: 'bulk', size: 10, page: 11, sort: 'createdDate,desc' });
    expect(last.content.map((c) => c.name)).toEqual([
      'Bulk Printer 005',
      'Bulk Printer 004',
      'Bulk Printer 003',
      'Bulk Printer 002',
      'Bulk Printer 001',
    ]);
  });

  it('takes % and _ in a search literally, not as wildcards', async () => {
    await call(t, contract.companies.create, { body: { name: '100% Labels_Co' } }, superAdmin);
    expect(
      (
        await call(t, contract.companies.list, { query: { search: '%' } }, superAdmin)
      ).body.content.map((c: { name: string }) => c.name),
    ).toEqual(['100% Labels_Co']);
    expect(
      (
        await call(t, contract.companies.list, { query: { 'contains.name': 's_c' } }, superAdmin)
      ).body.content.map((c: { name: string }) => c.name),
    ).toEqual(['100% Labels_Co']);
    expect(
      (await call(t, contract.companies.list, { query: { search: 'zzz-nothing' } }, superAdmin))
        .body,
    ).toMatchObject({
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
    const before = (await call(t, contract.companies.list, { query: { size: 1 } }, superAdmin)).body
      .totalElements;
    const reply = await call(t, contract.companies.create, { body: { name } }, superAdmin);
    expect(reply.status).toBe(400);
    expect(reply.problem).toMatchObject({
      title: `Invalid name: ${message}`,
      errors: [{ field: 'name', detail: message }],
    });
    expect(
      (await call(t, contract.companies.list, { query: { size: 1 } }, superAdmin)).body
        .totalElements,
    ).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect(
      (await call(t, contract.companies.create, { body: { name: 'y'.repeat(100) } }, superAdmin))
        .status,
    ).toBe(200);
  });

  it('refuses a second company of the same name', async () => {
    const reply = await call(
      t,
      contract.companies.create,
      { body: { name: 'demo labels ltd' } },
      superAdmin,
    );
    expect(reply.status).toBe(409);
    expect(reply.problem.title).toBe('A company named "demo labels ltd" already exists');
  });

  it('refuses to delete a company that still has users', async () => {
    const demo = (
      await call(t, contract.companies.list, { query: { search: 'Demo Labels' } }, superAdmin)
    ).body.content.find((c: { name: string }) => c.name === 'Demo Labels Ltd');
    expect(
      (await call(t, contract.companies.remove, { params: { id: demo!.id } }, superAdmin)).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown company and 400 for a bad id or sort', async () => {
    expect(
      (await call(t, contract.companies.get, { params: { id: 99999 } }, superAdmin)).status,
    ).toBe(404);
    expect(
      (
        await call(
          t,
          contract.companies.update,
          { body: { id: 99999, name: 'Nobody' } },
          superAdmin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t, contract.companies.get, { params: { id: 'abc' } }, superAdmin)).status,
    ).toBe(400);
    const badSort = await call(
      t,
      contract.companies.list,
      { query: { sort: 'password,desc' } },
      superAdmin,
    );
    expect(badSort.status).toBe(400);
    expect(badSort.problem.title).toBe('Invalid sort: Sort by one of: createdDate, name');
  });

  it.each(['admin', 'user', 'producer'])('refuses the %s role', async (login) => {
    const token = await tokenFor(t, login);
    expect((await call(t, contract.companies.list, {}, token)).status).toBe(403);
    expect(
      (await call(t, contract.companies.create, { body: { name: 'Sneaky' } }, token)).status,
    ).toBe(403);
  });

  it('refuses a caller without a token', async () => {
    const reply = await call(t, contract.companies.list);
    expect(reply.status).toBe(401);
    expect(reply.problem.title).toBe('You need to login first!');
  });
});
