import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '@veritag/api';
import { apiScopes } from '@veritag/domain';
import { call, paramNames } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { keysKit } from './test-support/api-keys';

/*
 * A key opens exactly the calls of its scopes (decision 0444): every call of the contract is
 * tried with a key of each scope, made by the company admin (who may make any call), so only
 * the scope can be the reason for a refusal. Inputs are placeholders: a call that lets the key
 * in answers 400 or 404 on them, never 401 or 403, and changes nothing.
 */

let t: TestApp;
const kit = keysKit(() => t);
let admin: string;
beforeAll(async () => {
  // No limit in the way: this file makes some hundreds of calls with each key in a few seconds.
  t = await createTestApp({
    apiKeyLimits: {
      minute: { points: 100_000, seconds: 60 },
      second: { points: 100_000, seconds: 1 },
    },
  });
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

/** Placeholder values no record has: an id, a UUID, a code or a file name that does not exist. */
const placeholder = (name: string) =>
  name === 'captureId'
    ? '00000000-0000-4000-8000-000000000000'
    : name === 'fileName'
      ? 'none.xlsx'
      : '999999';
const attempt = (spec: CallSpec, key: string) =>
  call(
    t,
    spec,
    {
      params: Object.fromEntries(
        paramNames(spec).map((name) => [name, placeholder(name)]),
      ) as never,
    },
    key,
  );

const signedInCalls = () =>
  [...t.bound.entries()].filter(([, rule]) => rule.kind !== 'public').map(([spec]) => spec);

describe('each scope opens exactly its calls', () => {
  it('declares a scope on some calls of every scope', () => {
    const declared = new Set(signedInCalls().map((spec) => spec.scope));
    for (const scope of apiScopes) expect(declared, scope).toContain(scope);
  });

  for (const scope of apiScopes)
    it(`a ${scope} key: its calls let it in, every other call refuses it with 403`, async () => {
      const { key } = await kit.make(admin, [scope], { name: `Only ${scope}` });
      const wrong: string[] = [];
      for (const spec of signedInCalls()) {
        const reply = await attempt(spec, key);
        const title = reply.status === 403 ? reply.problem.title : '';
        const expected =
          spec.scope === scope
            ? reply.status !== 401 && reply.status !== 403
            : reply.status === 403 &&
              title ===
                (spec.scope
                  ? `This API key lacks the scope ${spec.scope}`
                  : 'This call is not open to API keys');
        if (!expected) wrong.push(`${spec.method} ${spec.path}: ${reply.status} ${title}`);
      }
      expect(wrong).toEqual([]);
    });
});
