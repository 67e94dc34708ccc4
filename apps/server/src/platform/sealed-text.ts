import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, type KeyUse } from './keys';

/**
 * A secret kept in the database (a customer's mail password, a printer's login), sealed with
 * AES-256-GCM under a key derived from the server secret for this one use: a reader of the
 * database or a backup learns nothing. The associated data names the record it belongs to, so
 * a sealed value copied onto another record (another company's) does not open.
 */
export function textSeal(secret: string, use: KeyUse) {
  const key = deriveKey(secret, use);
  return {
    seal(associated: string, text: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(associated));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(associated: string, sealed: string): string {
      const bytes = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(associated));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type TextSeal = ReturnType<typeof textSeal>;
