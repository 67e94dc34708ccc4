import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { keysKit } from './test-support/api-keys';

/* Each key has its own budget of calls, counted in the database every API process shares (decision 0446). */

let t: TestApp;
const kit = keysKit(() => t);
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    apiKeyLimits: { minute: { points: 5, seconds: 60 }, second: { points: 100, seconds: 1 } },
  });
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

const query = (app: Pick<TestApp, 'app'>, key: string) =>
  call(app, contract.traceEvents.events, { query: { perPage: 1 } }, key);

describe("a key's rate limit", () => {
  it('refuses the call over the budget with 429 and Retry-After, in every process, and leaves other keys and sessions alone', async () => {
    const busy = await kit.make(admin, ['trace:read']);
    const calm = await kit.make(admin, ['trace:read']);
    const other = await t.secondProcess();
    try {
      for (let n = 0; n < 3; n++) expect((await query(t, busy.key)).status).toBe(200);
      for (let n = 0; n < 2; n++) expect((await query(other, busy.key)).status).toBe(200);
      for (const app of [t, other]) {
        const refused = await query(app, busy.key);
        expect(refused.status).toBe(429);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(refused.problem.title).toBe(
          'This API key made more than 5 calls in a minute: try again in a minute',
        );
      }
      expect((await query(t, calm.key)).status).toBe(200);
      expect((await query(t, admin)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
