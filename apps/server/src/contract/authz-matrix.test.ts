import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract, type CallSpec } from '@veritag/api';
import type { Access } from '../platform/access';
import { call as callOf, unchecked } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { tokenFor } from '../test-support/sessions';
import {
  bothAllow,
  expectedOutcome,
  principalNames,
  principalsFor,
  type Principal,
} from '../test-support/principals';
import {
  bodyFor,
  groupOf,
  pathFor,
  sampleOf,
  sampleRecords,
  topRecords,
  type SampleRecord,
} from '../test-support/contract-requests';

/**
 * Decision 0014: every call the server binds, tried as seven callers, answers as its declared rule
 * says, and a record of one company is never reached by another. Nothing here names a call:
 * a call is in the matrix the day it is bound.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

/** Calls that end sessions or remove records run last, so the others still find their targets. */
const runOrder = (call: CallSpec) =>
  call === contract.auth.logout ? 2 : call.method === 'DELETE' ? 1 : 0;

it('answers every bound call as its declared rule says, for each of seven principals, and keeps companies apart', async () => {
  const principalsOf = await principalsFor(t);
  const samplingTokens = async () => [await tokenFor(t, 'admin'), await tokenFor(t, 'superadmin')];
  let tokens = await samplingTokens();
  const calls = [...t.bound.entries()].sort(([a], [b]) => runOrder(a) - runOrder(b));
  const wrong: string[] = [];

  // Records change only when a call that writes succeeds, so the samples are taken again
  // then, not before every call: the same targets for a fraction of the requests.
  let samples: SampleRecord[] = [];
  let stale = true;
  for (const [call, rule] of calls) {
    for (const caller of principalsOf(rule)) {
      if (stale) samples = await sampleRecords(t, t.bound.keys(), tokens);
      const { problem, status } = await tryCall(call, rule, caller, samples);
      stale = call.method !== 'GET' && status < 400;
      if (problem) wrong.push(`${call.method} ${call.path} as ${caller.name}: ${problem}`);
    }
    if (call === contract.auth.logout) tokens = [];
  }

  console.log(
    `authz matrix: ${calls.length} calls x ${principalNames.length} principals, ${wrong.length} wrong`,
  );
  expect(wrong).toEqual([]);
  // The matrix must have something to say: calls of every kind of rule were tried.
  expect(
    new Set(
      calls.map(([, rule]) =>
        rule.kind === 'public' ? 'public' : rule.privilege ? 'privilege' : rule.roles.join(),
      ),
    ).size,
  ).toBeGreaterThanOrEqual(4);
}, 300_000);

/** Makes one call as one caller; says what was wrong (or null) and the status it answered. */
async function tryCall(call: CallSpec, rule: Access, caller: Principal, samples: SampleRecord[]) {
  let status = 0;
  const problem = await judgeCall(call, rule, caller, samples, (answered) => (status = answered));
  return { problem, status };
}

async function judgeCall(
  call: CallSpec,
  rule: Access,
  caller: Principal,
  samples: SampleRecord[],
  answered: (status: number) => void,
): Promise<string | null> {
  const aimed = pathFor(call, samples);
  const path = aimed?.path ?? `/api${call.path.replace(/:\w+/g, '1')}`;
  const body = bodyFor(call, samples);
  const reply = await callOf(
    t,
    call,
    { link: path, ...(body ? { body: unchecked(body) } : {}) },
    caller,
  );
  const status = reply.status;
  if (call === contract.auth.logout && status < 300) caller.forget();

  answered(status);
  // A record reached through a link of another record (a stored file of a guilloche image)
  // is read by whoever may read the record that links it, and only them.
  const linkedFrom =
    aimed?.via && aimed.via.source !== call ? t.bound.get(aimed.via.source) : undefined;
  const expected = linkedFrom
    ? bothAllow(expectedOutcome(rule, caller), expectedOutcome(linkedFrom, caller))
    : expectedOutcome(rule, caller);
  if (status >= 500) return `answered ${status}`;
  if (expected !== 'allowed')
    return status === expected ? null : `answered ${status}, expected ${expected}`;
  if (status === 401 || status === 403) return `answered ${status}, expected it to be allowed`;

  if (caller.company !== 'B') return null;
  const own = sampleOf(call, samples);
  const aimsAtRecord =
    aimed?.via !== undefined ||
    (body !== undefined && own?.id !== undefined && call.method === 'PUT');
  if (aimsAtRecord)
    return status === 404 ? null : `reached another company's record (${status}, expected 404)`;
  if (status < 300 && own && String(reply.headers['content-type']).includes('json')) {
    const theirs = new Set(
      samples.filter((s) => s.top && s.group === groupOf(call)).map((s) => s.record.id),
    );
    // The reply as sent: a download of JSON (an EPCIS file) is read for records too.
    const leaked = topRecords(reply.raw.json())
      .map((r) => r.id)
      .filter((id) => id !== undefined && theirs.has(id));
    if (leaked.length > 0) return `saw another company's records ${leaked.join(', ')}`;
  }
  return null;
}
