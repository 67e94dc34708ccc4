import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { otherCompanyAdmin } from '../../test-support/master-data';
import { checkLoginFrom, limitsWith } from './test-support/attempt-limits';
import { call } from '../../test-support/api-calls';

const address = '198.51.100.23';
let t: TestApp;
let admin: string;
let superadmin: string;

beforeAll(async () => {
  t = await createTestApp({ authLimits: limitsWith('login', { perPair: 3 }) });
  admin = await tokenFor(t, 'admin');
  superadmin = await tokenFor(t, 'superadmin');
});
afterAll(async () => t.close());

const eventsAs = async (token: string, contains: Record<string, string> = {}) => {
  const reply = await call(
    t,
    contract.audit.list,
    { query: { page: 0, size: 50, ...contains } },
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body as {
    content: {
      action: string;
      actor: string | null;
      target: string | null;
      detail: string;
      address: string | null;
    }[];
    totalElements: number;
  };
};

describe('the audit trail of signing in', () => {
  it('records a wrong password with the account and address, and the company admin reads it', async () => {
    expect((await checkLoginFrom(t, address, 'user', 'not-the-password')).status).toBe(401);
    const { content } = await eventsAs(admin, { 'contains.action': 'login FAILED' });
    expect(content[0]).toMatchObject({
      action: 'login.failed',
      actor: null,
      target: 'user',
      detail: 'Wrong password',
      address,
    });
  });

  it('records an unknown name without the text typed, for the platform operator only', async () => {
    expect((await checkLoginFrom(t, address, 'secret-typed-as-name', 'whatever')).status).toBe(401);
    const operator = await eventsAs(superadmin, { 'contains.detail': 'Unknown' });
    expect(operator.content[0]).toMatchObject({
      action: 'login.failed',
      target: null,
      detail: 'Unknown username',
    });
    expect(JSON.stringify(operator.content)).not.toContain('secret-typed-as-name');
    expect((await eventsAs(admin, { 'contains.detail': 'Unknown' })).totalElements).toBe(0);
  });

  it('records a lockout once, however many tries the lock refuses', async () => {
    const tries = [];
    for (let i = 0; i < 6; i++)
      tries.push((await checkLoginFrom(t, '203.0.113.99', 'producer', 'wrong')).status);
    expect(tries.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    const locked = await eventsAs(admin, { 'contains.action': 'Login locked' });
    expect(locked.content).toHaveLength(1);
    expect(locked.content[0]).toMatchObject({ target: 'producer', address: '203.0.113.99' });
    expect(locked.content[0]!.detail).toMatch(/^Too many attempts/);
    // The right password from the owner's own address still gets in.
    expect((await checkLoginFrom(t, address, 'producer', demoPassword)).status).toBe(200);
  });

  it("keeps companies apart, and is the admins' only", async () => {
    const { token: otherAdmin } = await otherCompanyAdmin(t, 'Audit Other Ltd');
    const theirs = await eventsAs(otherAdmin);
    expect(
      theirs.content.filter((event) => event.target === 'user' || event.target === 'producer'),
    ).toEqual([]);
    const user = await tokenFor(t, 'user');
    const refused = await call(t, contract.audit.list, { query: { page: 0, size: 10 } }, user);
    expect(refused.status).toBe(403);
  });
});
