import { describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { buildApp } from '../../app';
import { checkLoginFrom, limitsWith } from './test-support/attempt-limits';
import { rateLimitTable, type AttemptLimits } from './rate-limits';
import { call } from '../../test-support/api-calls';

const stranger = '203.0.113.7';
const owner = '198.51.100.2';

/** An app with these login budgets, closed after `use`. */
async function withLoginLimits(limits: Partial<AttemptLimits>, use: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ authLimits: limitsWith('login', limits) });
  try {
    await use(t);
  } finally {
    await t.close();
  }
}

const statusesOf = async (replies: Promise<{ status: number }>[]) =>
  (await Promise.all(replies)).map((r) => r.status);

describe('failed logins', () => {
  it('a stranger who uses up the failed-login budget of an account at one address does not lock the user out at another', async () => {
    await withLoginLimits({ perPair: 3 }, async (t) => {
      const tries = [];
      for (let i = 0; i < 4; i++)
        tries.push((await checkLoginFrom(t, stranger, 'user', 'not-the-password')).status);
      expect(tries).toEqual([401, 401, 401, 429]);
      const own = await checkLoginFrom(t, owner, 'user', demoPassword);
      expect(own.status).toBe(200);
      expect(own.body.idToken).toMatch(/^ey/);
      // The user's success is no pardon for the stranger.
      expect((await checkLoginFrom(t, stranger, 'user', 'not-the-password')).status).toBe(429);
    });
  });

  it('counts failed logins only: a successful login uses no budget and starts its pair over', async () => {
    await withLoginLimits({ perPair: 3 }, async (t) => {
      const successes = [];
      for (let i = 0; i < 5; i++)
        successes.push((await checkLoginFrom(t, owner, 'user', demoPassword)).status);
      expect(successes).toEqual([200, 200, 200, 200, 200]);

      const mistyped = [];
      for (let i = 0; i < 2; i++)
        mistyped.push((await checkLoginFrom(t, owner, 'user', 'typo')).status);
      expect((await checkLoginFrom(t, owner, 'user', demoPassword)).status).toBe(200);
      for (let i = 0; i < 4; i++)
        mistyped.push((await checkLoginFrom(t, owner, 'user', 'typo')).status);
      expect(mistyped).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  it('refuses parallel guesses beyond the budget too', async () => {
    await withLoginLimits({ perPair: 3 }, async (t) => {
      const statuses = await statusesOf(
        Array.from({ length: 8 }, () => checkLoginFrom(t, stranger, 'user', 'guess')),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });
  });

  it('a busy account slows down the addresses guessing at it but lets a fresh address log in', async () => {
    await withLoginLimits({ perPair: 10, perAccount: 4, perPairWhenBusy: 2 }, async (t) => {
      const guessers = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'];
      for (const address of guessers)
        expect((await checkLoginFrom(t, address, 'user', 'guess')).status).toBe(401);
      // Over the ceiling: a guesser has two tries on this account, not ten.
      const second = await checkLoginFrom(t, guessers[0]!, 'user', 'guess');
      const third = await checkLoginFrom(t, guessers[0]!, 'user', 'guess');
      expect([second.status, third.status]).toEqual([401, 429]);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Neither a new guesser's first try nor the user is refused.
      expect((await checkLoginFrom(t, '10.0.0.9', 'user', 'guess')).status).toBe(401);
      expect((await checkLoginFrom(t, owner, 'user', demoPassword)).status).toBe(200);
      // Another account is not busy: the same guesser still has its full budget there.
      expect((await checkLoginFrom(t, guessers[0]!, 'producer', 'guess')).status).toBe(401);
    });
  });

  it('counts every spelling of a login name against one budget, and finds the account by any of them', async () => {
    await withLoginLimits({ perPair: 3 }, async (t) => {
      const statuses = [];
      for (const spelling of ['User', 'USER', ' user ', 'uSeR'])
        statuses.push((await checkLoginFrom(t, stranger, spelling, 'guess')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await checkLoginFrom(t, owner, '  USER ', demoPassword)).status).toBe(200);
    });
  });

  it('shares one budget between checklogin, sendOtp and login, so three doors do not triple the guesses', async () => {
    await withLoginLimits({ perPair: 3 }, async (t) => {
      const statuses = [
        (
          await call(t, contract.auth.checkLogin, {
            body: { username: 'admin', password: 'guess' },
            remoteAddress: stranger,
          })
        ).status,
        (
          await call(t, contract.auth.sendOtp, {
            link: '/api/sendOtp',
            body: {
              username: 'admin',
              password: 'guess',
              type: 'login',
              sendOn: 'EMAIL',
            },
            remoteAddress: stranger,
          })
        ).status,
        (
          await call(t, contract.auth.login, {
            body: { username: 'admin', password: 'guess', otp: '123456' },
            remoteAddress: stranger,
          })
        ).status,
        (
          await call(t, contract.auth.checkLogin, {
            body: { username: 'admin', password: 'guess' },
            remoteAddress: stranger,
          })
        ).status,
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });

  it('answers 429 with Retry-After after ten failures for one account from one address', async () => {
    const t = await createTestApp();
    const tries = [];
    for (let i = 0; i < 11; i++)
      tries.push(await checkLoginFrom(t, stranger, 'superadmin', 'not-it'));
    await t.close();
    expect(tries.slice(0, 10).every((r) => r.status === 401)).toBe(true);
    const limited = tries[10]!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.problem.title).toMatch(/^Too many attempts; try again in \d+ seconds$/);
  });

  it('limits a client address across accounts too', async () => {
    await withLoginLimits({ perAddress: 3 }, async (t) => {
      const statuses = [];
      for (const username of ['a1', 'a2', 'a3', 'a4'])
        statuses.push((await checkLoginFrom(t, stranger, username, 'x')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await checkLoginFrom(t, owner, 'a5', 'x')).status).toBe(401);
    });
  });
});

describe('forgot password requests', () => {
  it('counts every request, the same for an unknown address as for a known one', async () => {
    const t = await createTestApp({ authLimits: limitsWith('forgotPassword', { perPair: 2 }) });
    const ask = (email: string) =>
      call(t, contract.auth.sendOtp, {
        body: { email, type: 'forgotPassword' },
        remoteAddress: stranger,
      });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 3; i++) known.push((await ask('user@demo-labels.example')).status);
    for (let i = 0; i < 3; i++) unknown.push((await ask('nobody@example.com')).status);
    await t.close();
    expect(known).toEqual([200, 200, 429]);
    expect(unknown).toEqual(known);
  });
});

describe('several API processes', () => {
  it('two app instances on one PostgreSQL database spend from one failed-login budget', async (ctx) => {
    ctx.skip(
      process.env.VERITAG_TEST_DB !== 'postgres' || !process.env.TEST_DATABASE_URL,
      'needs PostgreSQL (TEST_DATABASE_URL): on PGlite there is one process and the counters stay in its memory',
    );
    const authLimits = limitsWith('login', { perPair: 3 });
    const first = await createTestApp({ authLimits });
    const second = await buildApp({
      database: first.database,
      secret: 's'.repeat(32),
      filesDir: first.filesDir,
      logLevel: 'silent',
      authLimits,
    });
    try {
      await second.app.ready();
      const statuses = [];
      for (const app of [first, second, first, second])
        statuses.push((await checkLoginFrom(app, stranger, 'user', 'guess')).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // A success on one process starts the pair over for both.
      expect((await checkLoginFrom(first, owner, 'user', 'guess')).status).toBe(401);
      expect((await checkLoginFrom(second, owner, 'user', demoPassword)).status).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await checkLoginFrom(first, owner, 'user', 'guess')).status).toBe(401);
      const stored = await first.database.pgPool!.query(`SELECT key FROM ${rateLimitTable}`);
      expect(
        stored.rows.every(
          (row: { key: string }) => !row.key.includes('user') && !row.key.includes(stranger),
        ),
      ).toBe(true);
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});
