import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane). */
// 2 is Algorithm.Argon2id; the const enum cannot be read under verbatimModuleSyntax.
const owaspProfile: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
let options = owaspProfile;

/** Verified against for unknown users, so both failures take the same time. */
const decoyPassword = 'veritag-decoy-password';
let decoy = hash(decoyPassword, options);

/**
 * The test suite's switch to 1 MiB and one pass (about 1 ms a hash instead of 30 to 100): the
 * suite hashes hundreds of passwords. Only code can turn it on, never an environment variable
 * or a setting, and only src/test-support calls it (test-support/cheap-hashing.test.ts fails
 * if anything else in src does). As a second lock it refuses to run outside vitest, which sets
 * VITEST in every process it starts. A hash carries its parameters, so hashes made either way
 * verify either way.
 */
export function useCheapPasswordHashingInTests(): void {
  if (process.env.VITEST !== 'true')
    throw new Error('Cheap password hashing is for the test suite only');
  options = { ...owaspProfile, memoryCost: 1024, timeCost: 1 };
  decoy = hash(decoyPassword, options);
}

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
