import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role } from '@veritag/domain';
import { deriveKey } from '../../platform/keys';

/** One algorithm, pinned on both sides: a token claiming any other (or none) is refused. */
export const tokenAlgorithm = 'HS256';
export const tokenIssuer = 'veritag';
export const tokenAudience = 'veritag-console';
/**
 * How far in the future an `iat` may be: API processes on different machines disagree on the
 * time by a little, never by more than this. Applied to `iat` only; `exp` is exact.
 */
export const issuedAtSkewSeconds = 30;
/** A user id as we write it: no sign, no leading zero, no fraction, no exponent, no spaces. */
const canonicalUserId = /^[1-9][0-9]{0,15}$/;

export interface TokenSubject {
  userId: number;
  tokenVersion: number;
  role: Role;
}

/** The key tokens are signed with: derived from the secret, never the secret itself. */
export const tokenKey = (secret: string) => deriveKey(secret, 'jwt');

export function tokenService(secret: string, ttlMinutes: number, clock: () => Date) {
  const key = tokenKey(secret);
  return {
    async issue(subject: TokenSubject): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: subject.tokenVersion, auth: [subject.role] })
        .setProtectedHeader({ alg: tokenAlgorithm, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlMinutes * 60)
        .sign(key);
    },
    /** The subject of a valid token, or null for an expired, altered, foreign or malformed one. */
    async verify(token: string): Promise<{ userId: number; tokenVersion: number } | null> {
      try {
        const now = clock();
        const { payload } = await jwtVerify(token, key, {
          algorithms: [tokenAlgorithm],
          issuer: tokenIssuer,
          audience: tokenAudience,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: now,
        });
        // jose checks a future `iat` only together with maxTokenAge, and then with the same
        // tolerance as `exp`; we want the skew on `iat` alone.
        if (payload.iat! > Math.floor(now.getTime() / 1000) + issuedAtSkewSeconds) return null;
        // Number() would read "03", "3.0", " 3" and "3e0" as user 3: only our own spelling counts.
        if (typeof payload.sub !== 'string' || !canonicalUserId.test(payload.sub)) return null;
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(payload.ver)) return null;
        return { userId, tokenVersion: payload.ver as number };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
