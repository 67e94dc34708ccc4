import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../../platform/keys';

/**
 * A customer's 2FA mail password, sealed with AES-256-GCM under a key derived from the server
 * secret: a reader of the database or a backup learns nothing, and the customer's company is
 * the associated data, so a sealed value copied onto another company's customer does not open.
 * It is opened only where mail is sent on the customer's behalf, never to answer a call.
 */
export function emailPasswordSeal(secret: string) {
  const key = deriveKey(secret, 'customerMailPassword');
  const aad = (companyId: number) => Buffer.from(`company:${companyId}`);
  return {
    seal(companyId: number, password: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(companyId));
      const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(companyId: number, sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAAD(aad(companyId));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type EmailPasswordSeal = ReturnType<typeof emailPasswordSeal>;
