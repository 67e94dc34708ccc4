import { createHash, randomBytes } from 'node:crypto';
import { apiKeyPattern, apiKeyPrefix, apiKeyShownLength } from '@veritag/domain';

/** A new key: the prefix and 32 bytes of the platform's cryptographic random source. */
export const newApiKey = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

/**
 * What is stored of a key. SHA-256, not argon2: a key carries 256 random bits, so there is no
 * dictionary to try against the digest, and a slow hash would cost every machine call its time
 * for nothing. The digest is also what a call is looked up by (a unique index).
 */
export const keyDigest = (key: string) => createHash('sha256').update(key).digest('hex');

/** The prefix and the first 8 characters after it, as the list shows a key. */
export const shownPartOf = (key: string) => key.slice(0, apiKeyShownLength);

/** Whether a string is shaped like one of our keys (checked before any query). */
export const isApiKeyShaped = (text: string) => apiKeyPattern.test(text);
