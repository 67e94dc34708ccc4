import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane). */
// 2 is Algorithm.Argon2id; the const enum cannot be read under verbatimModuleSyntax.
const options: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** Verified against for unknown users, so both failures take the same time. */
const decoy = hash('veritag-decoy-password', options);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
