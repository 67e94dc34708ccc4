import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { invalidScansKit } from './test-support/reported-scans';

let t: TestApp;
let admin: string;
let demo: Awaited<ReturnType<ReturnType<typeof invalidScansKit>['demo']>>;
const kit = invalidScansKit(
  () => t,
  () => admin,
);

type Row = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  code: string;
  customer: { companyName: string } | null;
  createdDate: string;
};
const listed = async (query: string, token = admin) => {
  const reply = await kit.list(query, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ data: Row[]; totalElements: number }>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  demo = await kit.demo();
  await kit.reportBlacklisted(demo.codes[0]!, {
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile: '9876543210',
  });
  await kit.reportBlacklisted(demo.codes[1]!, {
    name: 'Bruno Keller',
    email: 'bruno@example.com',
    mobile: '9123456780',
  });
  await kit.reportBlacklisted(demo.codes[2]!, {
    name: 'Chen Wei',
    email: 'chen@example.org',
    mobile: '9000011111',
  });
  // A made-up code belongs to no company: it is in no company's list.
  await kit.report('ZZZZZZZZZZZZ', {
    name: 'Nobody Known',
    email: 'nobody@example.com',
    mobile: '9999999999',
  });
}, 120_000);
afterAll(async () => t?.close());

describe('the invalid scan list', () => {
  it('answers data and totalElements, newest first, with the customer’s name as Client', async () => {
    const page = await listed('page=0&size=10');
    expect(page.totalElements).toBe(3);
    expect(page.data.map((row) => row.name)).toEqual(['Chen Wei', 'Bruno Keller', 'Asha Rao']);
    expect(page.data[2]).toEqual({
      id: expect.any(Number),
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      code: demo.codes[0],
      customer: { companyName: demo.customer.name },
      createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('pages and sorts by each column', async () => {
    const first = await listed('page=0&size=2&sort=name,asc');
    const second = await listed('page=1&size=2&sort=name,asc');
    expect([first.data, second.data].flat().map((row) => row.name)).toEqual([
      'Asha Rao',
      'Bruno Keller',
      'Chen Wei',
    ]);
    expect(first.totalElements).toBe(3);
    expect((await listed('sort=email,desc')).data.map((row) => row.email)).toEqual([
      'chen@example.org',
      'bruno@example.com',
      'asha@example.com',
    ]);
    expect((await listed('sort=mobile,asc')).data.map((row) => row.mobile)).toEqual([
      '9000011111',
      '9123456780',
      '9876543210',
    ]);
    expect((await listed('sort=customer.companyName,asc')).totalElements).toBe(3);
  });

  it('filters each column by Contains, case-insensitively and literally', async () => {
    expect((await listed('contains.name=bruno')).data.map((row) => row.name)).toEqual([
      'Bruno Keller',
    ]);
    expect((await listed('contains.email=example.org')).data.map((row) => row.name)).toEqual([
      'Chen Wei',
    ]);
    expect((await listed('contains.mobile=98765')).data.map((row) => row.name)).toEqual([
      'Asha Rao',
    ]);
    expect(
      (await listed(`contains.code=${demo.codes[1]!.toLowerCase()}`)).data.map((row) => row.name),
    ).toEqual(['Bruno Keller']);
    expect(
      (
        await listed(
          `contains.customer.companyName=${encodeURIComponent(demo.customer.name.slice(1, 5))}`,
        )
      ).totalElements,
    ).toBe(3);
    expect((await listed('contains.name=%25')).totalElements).toBe(0);
  });

  it('refuses an unknown sort field with a clear problem', async () => {
    const reply = await kit.list('sort=scanId,asc');
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(reply.json().title).toMatch(/^Invalid sort/);
  });

  it('shows another company none of these rows, and the super admin is refused', async () => {
    const other = await otherCompanyAdmin(t, 'Invalid Scan Other Co');
    expect(await listed('page=0&size=10', other.token)).toEqual({ data: [], totalElements: 0 });
    expect((await kit.list('page=0', await tokenFor(t, 'superadmin'))).statusCode).toBe(403);
  });

  it('needs Invalid Scan at level 1', async () => {
    const without = await userHolding(t, demo.companyId, 'Template', 2);
    const refused = await kit.list('page=0', without);
    expect([refused.statusCode, refused.json().title]).toEqual([
      403,
      'You need the Invalid Scan privilege at level 1',
    ]);
    const viewer = await userHolding(t, demo.companyId, 'Invalid Scan', 1);
    expect((await listed('page=0', viewer)).totalElements).toBe(3);
  });
});
