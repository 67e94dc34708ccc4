import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { deriveKey } from '../../platform/keys';
import { generousLimits } from './test-support/attempt-limits';
import { issuedAtSkewSeconds, tokenAlgorithm, tokenKey } from './tokens';
import { call } from '../../test-support/api-calls';

const secret = randomBytes(32).toString('hex');
let t: TestApp;
/** The claims of a real super admin token, to vary one at a time. */
let claims: JWTPayload;
beforeAll(async () => {
  t = await createTestApp({ secret, authLimits: generousLimits });
  claims = decodeJwt(await tokenFor(t, 'superadmin'));
});
afterAll(async () => t.close());

const sign = (payload: JWTPayload, key: Uint8Array = tokenKey(secret)) =>
  new SignJWT(payload).setProtectedHeader({ alg: tokenAlgorithm, typ: 'JWT' }).sign(key);
const accountWith = async (payload: JWTPayload, key?: Uint8Array) =>
  (await call(t, contract.auth.account, {}, await sign(payload, key))).status;
const now = () => Math.floor(Date.now() / 1000);

describe('token claims', () => {
  it('accepts a token signed with the same key and claims (the control for the refusals below)', async () => {
    expect(await accountWith(claims)).toBe(200);
  });

  it('refuses a token without exp', async () => {
    const { exp: _exp, ...withoutExp } = claims;
    expect(await accountWith(withoutExp)).toBe(401);
  });

  it(`refuses an iat in the future beyond ${issuedAtSkewSeconds} s of clock skew, and accepts one within it`, async () => {
    expect(await accountWith({ ...claims, iat: now() + issuedAtSkewSeconds + 30 })).toBe(401);
    expect(await accountWith({ ...claims, iat: now() + issuedAtSkewSeconds - 10 })).toBe(200);
    const { iat: _iat, ...withoutIat } = claims;
    expect(await accountWith(withoutIat)).toBe(401);
  });

  it('refuses a sub that only reads as the user id: "03", "3.0", " 3", "3e0", "+3"', async () => {
    const id = claims.sub!;
    for (const sub of [`0${id}`, `${id}.0`, ` ${id}`, `${id} `, `${id}e0`, `+${id}`]) {
      expect({ sub, status: await accountWith({ ...claims, sub }) }).toEqual({ sub, status: 401 });
    }
    expect(await accountWith({ ...claims, sub: Number(id) as unknown as string })).toBe(401);
  });
});

describe('token key', () => {
  it('is derived from the secret: a token signed with the raw secret, or with the OTP key, is refused', async () => {
    expect(await accountWith(claims, new TextEncoder().encode(secret))).toBe(401);
    expect(await accountWith(claims, deriveKey(secret, 'otp'))).toBe(401);
    expect(await accountWith(claims, deriveKey(secret, 'jwt'))).toBe(200);
  });
});
