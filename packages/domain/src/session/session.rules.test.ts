import { describe, expect, it } from 'vitest';
import { roleOf, isAdminRole } from './roles';
import {
  dashboardVariantOf,
  isTokenLive,
  tokenExpiresAt,
  trackAndTraceFlagOf,
} from './session.rules';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

describe('role (spec 000 section 6: the first authority)', () => {
  it.each([
    [['ROLE_ADMIN', 'ROLE_USER'], 'ROLE_ADMIN'],
    [['ROLE_USER', 'ROLE_ADMIN'], 'ROLE_USER'],
    [['ROLE_PRODUCER'], 'ROLE_PRODUCER'],
    [['ROLE_SUPER_ADMIN'], 'ROLE_SUPER_ADMIN'],
    [[], undefined],
    [['ROLE_UNKNOWN', 'ROLE_ADMIN'], undefined],
  ])('%j gives %s', (authorities, role) => {
    expect(roleOf(authorities)).toBe(role);
  });
  it.each([
    ['ROLE_SUPER_ADMIN', true],
    ['ROLE_ADMIN', true],
    ['ROLE_USER', false],
    ['ROLE_PRODUCER', false],
  ] as const)('%s is admin: %s', (role, admin) => {
    expect(isAdminRole(role)).toBe(admin);
  });
});

describe('token expiry from the exp claim, given a time', () => {
  it.each([
    ['expiring in a second', { exp: inSeconds(now) + 1 }, true],
    ['expiring now', { exp: inSeconds(now) }, false],
    ['expired', { exp: inSeconds(now) - 60 }, false],
    ['without exp', {}, false],
    ['with a text exp', { exp: '9999999999' }, false],
    ['that did not decode', undefined, false],
  ])('a token %s is live: %s', (_name, claims, live) => {
    expect(isTokenLive(claims, now)).toBe(live);
  });
  it('reads exp as seconds', () => {
    expect(tokenExpiresAt({ exp: 1_700_000_000 })).toBe(1_700_000_000_000);
  });
});

describe('track&Trace flag (spec 000 section 4)', () => {
  const tt = (priority: number, maxPriority = 1) => ({
    name: 'Track & Trace',
    priority,
    maxPriority,
  });
  it.each([
    ['held at its maximum', [tt(1)], true],
    ['held below its maximum', [tt(1, 2)], false],
    ['held at 0', [tt(0, 0)], false],
    ['not held', [{ name: 'Smart Bin', priority: 1, maxPriority: 1 }], false],
    [
      'nested in a tree',
      [{ name: 'Master', priority: 1, maxPriority: 1, children: [tt(1)] }],
      true,
    ],
    ['no privileges', [], false],
  ])('%s: %s', (_name, privileges, flag) => {
    expect(trackAndTraceFlagOf(privileges)).toBe(flag);
  });
});

describe('dashboard variant (spec 000 section 2.6)', () => {
  it.each([
    ['ROLE_USER', 'scan'],
    ['ROLE_ADMIN', 'counts'],
    ['ROLE_SUPER_ADMIN', 'counts'],
    ['ROLE_PRODUCER', 'counts'],
  ] as const)('%s sees the %s dashboard', (role, variant) => {
    expect(dashboardVariantOf(role)).toBe(variant);
  });
});
