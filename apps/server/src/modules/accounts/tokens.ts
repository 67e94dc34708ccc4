import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role } from '@veritag/domain';

/** One algorithm, pinned on both sides: a token claiming any other (or none) is refused. */
const algorithm = 'HS256';
const issuer = 'veritag';
const audience = 'veritag-console';

export interface TokenSubject {
  userId: number;
  tokenVersion: number;
  role: Role;
}

export function tokenService(secret: string, ttlMinutes: number, clock: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(subject: TokenSubject): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ ver: subject.tokenVersion, auth: [subject.role] })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(String(subject.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlMinutes * 60)
        .sign(key);
    },
    /** The subject of a valid token, or null for an expired, altered or foreign one. */
    async verify(token: string): Promise<{ userId: number; tokenVersion: number } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, audience, currentDate: clock() });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
        return { userId, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
