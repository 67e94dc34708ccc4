import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** What the browser tests' server is started with (apps/console/e2e/e2e-server.ts). */
const e2eServer = {
  HOST: '127.0.0.1',
  VERITAG_DATA_DIR: path.join(tmpdir(), 'veritag-e2e-abc'),
  TEST_RELAXED_AUTH_LIMITS: 'on',
};
const refusal = 'Invalid configuration: TEST_RELAXED_AUTH_LIMITS is for the browser tests only';

describe('TEST_RELAXED_AUTH_LIMITS', () => {
  it('is off unless set, and on for the browser tests server', () => {
    expect(loadConfig({}).relaxedAuthLimits).toBe(false);
    expect(loadConfig({ ...e2eServer, TEST_RELAXED_AUTH_LIMITS: 'off' }).relaxedAuthLimits).toBe(
      false,
    );
    expect(loadConfig(e2eServer).relaxedAuthLimits).toBe(true);
  });

  it.each([
    ['with PostgreSQL', { DATABASE_URL: 'postgres://veritag@db.example/veritag' }],
    ['listening beyond loopback', { HOST: '0.0.0.0' }],
    // Absolute: a relative folder resolves against wherever the checkout lives, which may be in /tmp.
    ['with the data in a server folder', { VERITAG_DATA_DIR: '/var/lib/veritag' }],
    ['with the data in the temp folder itself', { VERITAG_DATA_DIR: tmpdir() }],
    [
      'with a data path that climbs out of the temp folder',
      { VERITAG_DATA_DIR: path.join(tmpdir(), '..', 'srv', 'veritag') },
    ],
  ])('stops the start %s', (_, change) => {
    expect(() => loadConfig({ ...e2eServer, ...change })).toThrow(refusal);
  });

  it('names the variable for a value other than on or off', () => {
    expect(() => loadConfig({ ...e2eServer, TEST_RELAXED_AUTH_LIMITS: 'yes' })).toThrow(
      'TEST_RELAXED_AUTH_LIMITS must be on or off',
    );
  });
});
