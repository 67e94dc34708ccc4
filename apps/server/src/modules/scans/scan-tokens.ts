import { createHmac, timingSafeEqual } from 'node:crypto';
import { expiringIds } from '../../platform/expiring-ids';
import { deriveKey } from '../../platform/keys';

/** How long the page of a scan may add to it (its place, a report): a person reads, then acts. */
export const scanActionTtlMs = 60 * 60 * 1000;

const sign = (key: Uint8Array, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Signed references the public scan page carries, so it needs no sign-in and no cookie:
 * `action` names one stored scan for an hour (the page's location and report forms), `file`
 * names one published file (a product image, a customer logo). Neither can be made up or
 * turned into the other.
 */
export function scanTokens(secret: string, clock: () => Date) {
  const actions = expiringIds(secret, 'scanAction', scanActionTtlMs, clock);
  const fileKey = deriveKey(secret, 'scanFile');
  return {
    action: actions.issue,
    /** The scan id of a live action token, or undefined for a forged, mangled or expired one. */
    scanOf: actions.idOf,
    file(fileId: string): string {
      return `${fileId}.${sign(fileKey, fileId)}`;
    },
    fileOf(token: string): string | undefined {
      const [fileId, signature] = token.split('.');
      return fileId &&
        signature &&
        /^[0-9a-f-]{36}$/.test(fileId) &&
        same(signature, sign(fileKey, fileId))
        ? fileId
        : undefined;
    },
  };
}
export type ScanTokens = ReturnType<typeof scanTokens>;
