import { randomBytes } from 'node:crypto';

/**
 * The id of a customer's public video page (decision 0332): 16 bytes from the cryptographic source
 * as 22 base64url letters, the shape migration 0023 gave the customers before it. 128 bits
 * cannot be walked or guessed; a clash is as likely as guessing one, and the unique index
 * would refuse it rather than share a page.
 */
export const newPublicId = (): string => randomBytes(16).toString('base64url');

export const isPublicId = (text: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(text);

/** The numeric ids the page still answers for older customers; longer digit runs cannot be an id. */
export const numericIdOf = (text: string): number | undefined =>
  /^\d{1,9}$/.test(text) ? Number(text) : undefined;
