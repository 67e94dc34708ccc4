import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/keys';

/**
 * The one-time codes that confirm a registration's mobile: six digits from a CSPRNG, of which
 * only an HMAC bound to the registration is stored (a copy of the database gives no code away).
 */
export function registrationCodes(secret: string) {
  const key = deriveKey(secret, 'endUserOtp');
  const digest = (registrationKey: string, code: string) =>
    createHmac('sha256', key).update(`${registrationKey}:${code}`).digest('hex');
  return {
    /** A fresh code and the digest to store, for the registration of `scanId`. */
    issue(scanId: number) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      return { code, hash: digest(String(scanId), code) };
    },
    matches(scanId: number, code: string, hash: string): boolean {
      const expected = Buffer.from(hash, 'hex');
      const given = Buffer.from(digest(String(scanId), code), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type RegistrationCodes = ReturnType<typeof registrationCodes>;
