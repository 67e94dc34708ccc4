import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, type KeyUse } from './keys';

const sign = (key: Uint8Array, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);

/**
 * A number id that lasts `ttlMs`, signed with its own key: `{id}.{expiry}.{signature}`. It can
 * neither be made up, kept past its time, nor turned into a token of another use (each use
 * its own derived key). The scan page's action token and a phone's points cookie are these.
 */
export function expiringIds(secret: string, use: KeyUse, ttlMs: number, clock: () => Date) {
  const key = deriveKey(secret, use);
  return {
    issue(id: number): string {
      const payload = `${id}.${(clock().getTime() + ttlMs).toString(36)}`;
      return `${payload}.${sign(key, payload)}`;
    },
    /** The id of a live token, or undefined for a forged, mangled or expired one. */
    idOf(token: string | undefined): number | undefined {
      const [id, expires, signature] = (token ?? '').split('.');
      if (!id || !expires || !signature || !/^\d{1,15}$/.test(id)) return undefined;
      const expected = sign(key, `${id}.${expires}`);
      if (
        expected.length !== signature.length ||
        !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
      )
        return undefined;
      return parseInt(expires, 36) > clock().getTime() ? Number(id) : undefined;
    },
  };
}
