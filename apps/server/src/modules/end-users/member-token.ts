import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/keys';

/** How long a phone stays signed in to its points after confirming a mobile: a year of scans. */
export const memberTtlMs = 365 * 24 * 60 * 60 * 1000;
export const memberCookie = 'vt_member';

const sign = (key: Uint8Array, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);

/**
 * The cookie that keeps a person who confirmed their mobile signed in to their points page on
 * that phone: their end user id and an expiry, signed. It names no one to anyone else and can
 * neither be made up nor moved to another person.
 */
export function memberTokens(secret: string, clock: () => Date) {
  const key = deriveKey(secret, 'endUserMember');
  return {
    issue(endUserId: number): string {
      const payload = `${endUserId}.${(clock().getTime() + memberTtlMs).toString(36)}`;
      return `${payload}.${sign(key, payload)}`;
    },
    endUserOf(token: string | undefined): number | undefined {
      const [id, expires, signature] = (token ?? '').split('.');
      if (!id || !expires || !signature || !/^\d{1,10}$/.test(id)) return undefined;
      const expected = sign(key, `${id}.${expires}`);
      if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return undefined;
      return parseInt(expires, 36) > clock().getTime() ? Number(id) : undefined;
    },
  };
}
export type MemberTokens = ReturnType<typeof memberTokens>;
