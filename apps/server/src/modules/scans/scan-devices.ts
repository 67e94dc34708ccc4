import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/keys';

/** The scan device's cookie: `<22-character id>.<22-character signature>`. */
export const deviceCookieName = 'vt_device';
const twoYearsSeconds = 2 * 365 * 24 * 60 * 60;
const cookiePattern = new RegExp(
  `(?:^|;\\s*)${deviceCookieName}=([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{22})(?:;|$)`,
);

/**
 * Devices as the scan side tells them apart: an id the server issued and signed (HMAC with a
 * key derived from the secret), kept in an HttpOnly cookie. A client cannot make one up: an
 * unsigned, forged or missing cookie is a new visitor, whose scan is counted under its network
 * (see sessionOf), never a new device that adds to a code's scan count. Path `/`: the scan page,
 * its registration forms and the Digital Link resolver all read it.
 */
export function scanDevices(secret: string) {
  const key = deriveKey(secret, 'scanDevice');
  const sign = (id: string) =>
    createHmac('sha256', key).update(id).digest('base64url').slice(0, 22);
  return {
    /** The signed device id a request's cookie carries, or undefined. */
    deviceOf(cookieHeader: string | undefined): string | undefined {
      const match = cookiePattern.exec(cookieHeader ?? '');
      if (!match) return undefined;
      const [, id, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(id));
      return timingSafeEqual(expected, Buffer.from(signature)) ? id : undefined;
    },
    /** A new device id and the Set-Cookie header that gives it to the phone (Secure over TLS). */
    issue(secure: boolean): { device: string; setCookie: string } {
      const device = randomBytes(16).toString('base64url');
      const attributes = [
        `Max-Age=${twoYearsSeconds}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return {
        device,
        setCookie: `${deviceCookieName}=${device}.${sign(device)}; ${attributes.join('; ')}`,
      };
    },
  };
}
export type ScanDevices = ReturnType<typeof scanDevices>;
