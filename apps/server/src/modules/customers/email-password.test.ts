import { describe, expect, it } from 'vitest';
import { emailPasswordSeal } from './email-password';

describe('the sealed 2FA mail password', () => {
  const seal = emailPasswordSeal('s'.repeat(48));
  it('opens with the same secret and company only, and never holds the password in clear', () => {
    const sealed = seal.seal(7, 'app-secret-123');
    expect(sealed).not.toContain('app-secret');
    expect(seal.seal(7, 'app-secret-123')).not.toBe(sealed);
    expect(seal.open(7, sealed)).toBe('app-secret-123');
    expect(() => seal.open(8, sealed)).toThrow();
    expect(() => emailPasswordSeal('t'.repeat(48)).open(7, sealed)).toThrow();
  });
});
