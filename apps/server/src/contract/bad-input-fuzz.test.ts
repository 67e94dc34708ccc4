import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { contract, problemContentType, toFormData, type CallSpec } from '@veritag/api';
import type { Access } from '../platform/access';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { tokenFor } from '../test-support/sessions';
import {
  bodyFor,
  pathFor,
  sampleOf,
  sampleRecords,
  type SampleRecord,
} from '../test-support/contract-requests';
import {
  brokenBodies,
  declaredKeys,
  encodeForUrl,
  hostileObject,
  hostileSegment,
  hostileString,
} from '../test-support/bad-input';

/**
 * Decision 0014: seeded, bounded property tests over every bound call. Whatever arrives, the
 * server answers below 500, every refusal is problem+json with a title, and no reply shows a
 * stack, SQL or a file path. `pnpm fuzz` runs the same with many more requests.
 */
const runsPerCall = Number(process.env.FUZZ_RUNS ?? 100);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const leaks =
  /\bat \S+ \(|node_modules|\/work\/|\/home\/|\.ts:\d+|\bSELECT\b|\bINSERT INTO\b|syntax error at|violates .* constraint|relation "|PGlite|drizzle/i;

let t: TestApp;
let tokens: Record<'admin' | 'superadmin', string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = { admin: await tokenFor(t, 'admin'), superadmin: await tokenFor(t, 'superadmin') };
}, 120_000);
afterAll(async () => t.close());

/** The caller a rule lets through, so input reaches validation and the handler. */
const callerFor = (rule: Access) =>
  rule.kind === 'public'
    ? undefined
    : rule.roles.includes('ROLE_ADMIN')
      ? tokens.admin
      : tokens.superadmin;

interface Attempt {
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
}

function attemptsFor(call: CallSpec, samples: SampleRecord[]): fc.Arbitrary<Attempt> {
  const base = `/api${call.path}`;
  const aimed = pathFor(call, samples)?.path ?? base.replace(/:\w+/g, '1');
  const withSegments = fc.array(hostileSegment, { minLength: 4, maxLength: 4 }).map((segments) => {
    let i = 0;
    return base.replace(/:\w+/g, () => segments[i++]!);
  });
  const url = /:\w+/.test(call.path)
    ? fc.oneof(fc.constant(aimed), withSegments)
    : fc.constant(aimed);
  const query = hostileObject(declaredKeys(call.query)).map((q) =>
    Object.entries(q)
      .map(
        ([k, v]) =>
          `${encodeForUrl(k)}=${encodeForUrl(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
      )
      .join('&'),
  );
  const own = sampleOf(call, samples) ?? {};
  const fields = call.multipart ? declaredKeys(call.multipart.fields) : declaredKeys(call.body);
  const jsonBody = hostileObject(fields, own).map((payload) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  }));
  const formBody = fc
    .tuple(
      hostileObject(fields, own),
      fc.array(fc.tuple(hostileString, fc.uint8Array({ maxLength: 64 })), { maxLength: 3 }),
    )
    .map(([values, files]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(values))
        form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      for (const [name, bytes] of files)
        form.append(name || 'file', new Blob([bytes]), `${name}.png`);
      return { headers: {}, payload: form };
    });
  const broken = brokenBodies.map(({ type, body }) => ({
    headers: { 'content-type': type },
    payload: body,
  }));
  const echo = bodyFor(call, samples);
  const echoed = fc.constant({
    headers: {},
    payload: echo && call.multipart ? toFormData(echo) : echo,
  });
  const body =
    call.method === 'GET' || call.method === 'DELETE'
      ? fc.constant({ headers: {}, payload: undefined })
      : fc.oneof(jsonBody, formBody, broken, echoed);
  const authorization = fc.oneof(
    { weight: 8, arbitrary: fc.constant('caller') },
    fc.constantFrom(
      'Bearer ',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(5_000)}`,
      'Basic YTpi',
      'Bearer \u00e9',
    ),
  );
  return fc
    .record({
      url,
      query,
      body,
      authorization,
      extraHeader: fc.option(hostileString.map((s) => s.replace(/[^\t\x20-\x7e]/g, ''))),
    })
    .map(({ url: u, query: q, body: b, authorization: a, extraHeader }) => {
      const token = callerFor(t.bound.get(call)!);
      const headers: Record<string, string> = { ...b.headers };
      if (a !== 'caller') headers.authorization = a;
      else if (token) headers.authorization = `Bearer ${token}`;
      if (extraHeader) headers['x-veritag-fuzz'] = extraHeader;
      return { url: q ? `${u}?${q}` : u, headers, payload: b.payload };
    });
}

/** What must hold of any reply, whatever was sent. */
function judge(status: number, contentType: string | undefined, body: string): string | null {
  if (status >= 500) return `server error ${status}`;
  if (status < 400) return null;
  if (leaks.test(body)) return `refusal shows internals: ${body.slice(0, 200)}`;
  if (!contentType?.startsWith(problemContentType))
    return `refusal ${status} is ${contentType}, not problem+json`;
  const title = (JSON.parse(body) as { title?: unknown }).title;
  return typeof title === 'string' && title.length > 0 ? null : `refusal ${status} has no title`;
}

it('answers bad input to every bound call below 500, as problem+json with a title, showing no internals', async () => {
  const samples = await sampleRecords(t, t.bound.keys(), Object.values(tokens));
  // Logging out would end the session the rest of the run uses; it takes no input anyway.
  const calls = [...t.bound.keys()].filter((call) => call !== contract.auth.logout);
  let requests = 0;
  const failures: string[] = [];
  for (const call of calls) {
    await fc.assert(
      fc.asyncProperty(attemptsFor(call, samples), async (attempt) => {
        requests += 1;
        // Raw: hostile paths, broken bodies and odd headers are what call() never sends.
        const reply = await t.app.inject({
          method: call.method,
          url: attempt.url,
          headers: attempt.headers,
          payload: attempt.payload as string,
        });
        const problem = judge(
          reply.statusCode,
          reply.headers['content-type'] as string | undefined,
          reply.body,
        );
        if (problem)
          failures.push(
            `${call.method} ${attempt.url.slice(0, 120)} (${attempt.headers['content-type'] ?? 'form'}): ${problem}`,
          );
        // Every finding is collected and the run goes on, so one report lists them all; a
        // fault in the test itself still throws and fails it.
        return true;
      }),
      { seed, numRuns: runsPerCall },
    );
  }
  console.log(
    `fuzz: ${requests} requests over ${calls.length} calls, ${failures.length} server errors or broken refusals`,
  );
  expect(failures.slice(0, 10)).toEqual([]);
}, 600_000);
