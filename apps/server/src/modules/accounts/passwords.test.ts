import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The cost an argon2 hash was made with, as it records it: `m=19456,t=2,p=1`. */
const costOf = (hash: string) => /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(hash)?.[1];

/** A fresh copy of passwords.ts, as the server loads it, before any test has switched it. */
async function freshPasswords() {
  vi.resetModules();
  return import('./passwords');
}

describe('password hashing', () => {
  it("is argon2id at OWASP's 19 MiB, 2 passes, 1 lane unless the test suite switches it", async () => {
    const { hashPassword } = await freshPasswords();
    expect(costOf(await hashPassword('Secret-pass-1'))).toBe('m=19456,t=2,p=1');
  });

  it('is cheap once the test suite switches it, and a hash made either way verifies either way', async () => {
    const passwords = await freshPasswords();
    const strong = await passwords.hashPassword('Secret-pass-1');
    passwords.useCheapPasswordHashingInTests();
    const cheap = await passwords.hashPassword('Secret-pass-1');
    expect(costOf(cheap)).toBe('m=1024,t=1,p=1');
    expect(await passwords.verifyPassword(strong, 'Secret-pass-1')).toBe(true);
    expect(await passwords.verifyPassword(cheap, 'Secret-pass-1')).toBe(true);
    expect(await passwords.verifyPassword(cheap, 'Secret-pass-2')).toBe(false);
    expect(await passwords.verifyPassword(undefined, 'Secret-pass-1')).toBe(false);
  });

  it('refuses the cheap switch outside vitest', async () => {
    const passwords = await freshPasswords();
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => passwords.useCheapPasswordHashingInTests()).toThrow(
        'Cheap password hashing is for the test suite only',
      );
    } finally {
      process.env.VITEST = vitest;
    }
    expect(costOf(await passwords.hashPassword('Secret-pass-1'))).toBe('m=19456,t=2,p=1');
  });

  it('is switched cheap by nothing in the server but src/test-support', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const allowed = [
      'modules/accounts/passwords.ts',
      'modules/accounts/index.ts',
      'modules/accounts/passwords.test.ts',
    ];
    const callers = (readdirSync(src, { recursive: true }) as string[])
      .filter(
        (file) =>
          /\.tsx?$/.test(file) &&
          !file.startsWith(`test-support${path.sep}`) &&
          !allowed.includes(file),
      )
      .filter((file) =>
        readFileSync(path.join(src, file), 'utf8').includes('useCheapPasswordHashingInTests'),
      );
    expect(callers).toEqual([]);
  });
});
