import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type ServedCall } from '@veritag/api';
import { call } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { bearer, tokenFor } from '../test-support/sessions';
import { smallPng } from '../test-support/images';
import { access } from '../platform/access';
import { createBinder } from './bind-call';
import { installProblemHandling, problemServerOptions } from './problem-handling';

/** Each input that once gave a 500, answered as decisions 0006 and 0011 say. */
let t: TestApp;
let superadmin: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  superadmin = await tokenFor(t, 'superadmin');
  admin = await tokenFor(t, 'admin');
});
afterAll(async () => t.close());

/** A reply of call(), or of a request injected raw. */
type Answer = { raw: LightMyRequestResponse } | LightMyRequestResponse;
const expectProblem = (answer: Answer, status: number, title: string | RegExp) => {
  const reply = 'statusCode' in answer ? answer : answer.raw;
  expect(reply.statusCode).toBe(status);
  expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(reply.json().title).toMatch(title);
};
const companyCount = async () =>
  (await call(t, contract.companies.list, { query: { size: 100 } }, superadmin)).body.totalElements;

describe('an id above the integer range', () => {
  const tooBig = /^Invalid id: Must be at most 2,147,483,647$/;
  it('GET /api/companies/2147483648 answers 400 naming the id', async () => {
    expectProblem(
      await call(t, contract.companies.get, { params: { id: 2147483648 } }, superadmin),
      400,
      tooBig,
    );
  });
  it('DELETE /api/guilloche-images/4294967296 answers 400 naming the id', async () => {
    expectProblem(
      await call(t, contract.guilloche.remove, { params: { id: 4294967296 } }, admin),
      400,
      tooBig,
    );
  });
  it('PUT /api/companies with id 2147483648 answers 400 naming the id', async () => {
    const reply = await call(
      t,
      contract.companies.update,
      { body: { id: 2147483648, name: 'Big' } },
      superadmin,
    );
    expectProblem(reply, 400, tooBig);
  });
  it('a multipart id=2147483648 answers 400 naming the id', async () => {
    const reply = await call(
      t,
      contract.guilloche.update,
      { body: { id: '2147483648', color: 'Red' } },
      admin,
    );
    expectProblem(reply, 400, tooBig);
  });
  it('the largest id of the column is looked up and not found', async () => {
    expectProblem(
      await call(t, contract.companies.get, { params: { id: 2147483647 } }, superadmin),
      404,
      'Company not found',
    );
  });
});

describe('a NUL character in a text field', () => {
  it('{"name":"a\\u0000b"} answers 400 "Invalid name: ..." and stores nothing', async () => {
    const before = await companyCount();
    const reply = await call(
      t,
      contract.companies.create,
      { body: { name: 'a\u0000b' } },
      superadmin,
    );
    expectProblem(reply, 400, 'Invalid name: Text must not contain a NUL character');
    expect(reply.problem.errors?.[0]).toMatchObject({ field: 'name', pointer: '#/name' });
    expect(await companyCount()).toBe(before);
  });
  it('in a multipart field answers 400 naming the field', async () => {
    const reply = await call(
      t,
      contract.guilloche.create,
      { body: { color: 'Re\u0000d' }, files: { file: { bytes: smallPng(), name: 'red.png' } } },
      admin,
    );
    expectProblem(reply, 400, 'Invalid color: Text must not contain a NUL character');
  });
  it('in a query or a path answers 400', async () => {
    expectProblem(
      await call(t, contract.companies.list, { query: { sort: 'name\u0000' } }, superadmin),
      400,
      /^Invalid sort: Text must not contain a NUL/,
    );
    expectProblem(
      await call(t, contract.companies.get, { params: { id: '1\u0000' } }, superadmin),
      400,
      /^Invalid id: Text must not contain a NUL/,
    );
  });
});

describe("Fastify's own refusals are problem+json with a title", () => {
  it('an over-long path parameter answers 414', async () => {
    expectProblem(
      await call(t, contract.companies.get, { params: { id: '1'.repeat(120) } }, superadmin),
      414,
      'The address is too long',
    );
  });
  it('a malformed percent-encoding in the path answers 400', async () => {
    expectProblem(
      // Raw: call() encodes what it is given, so it never sends a broken percent-encoding.
      await t.app.inject({
        method: 'GET',
        url: '/api/companies/%E0%A4%A',
        headers: bearer(superadmin),
      }),
      400,
      'The address is not valid',
    );
  });
  it('a body over the limit answers 413 and an unknown content type 415', async () => {
    expectProblem(
      await call(
        t,
        contract.companies.create,
        { body: { name: 'x'.repeat(1_100_000) } },
        superadmin,
      ),
      413,
      'The request body is too large',
    );
    expectProblem(
      // Raw: call() sends JSON or multipart only.
      await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        payload: '<a/>',
        headers: { ...bearer(superadmin), 'content-type': 'application/xml' },
      }),
      415,
      'This content type is not accepted here',
    );
  });
  it('over-long headers answer 431 on a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/health',
            headers: { 'x-padding': 'p'.repeat(20_000) },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                type: String(res.headers['content-type']),
                body,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(reply).toMatchObject({ status: 431, type: 'application/problem+json' });
    expect(JSON.parse(reply.body)).toEqual({
      type: 'about:blank',
      title: 'The request headers are too large',
      status: 431,
    });
  });
});

describe('security headers', () => {
  it('every reply, refusals included, carries a strict Content-Security-Policy and its companions', async () => {
    for (const reply of [
      await call(t, contract.system.health),
      // Raw: no call of the contract has this address.
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ]) {
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('no-referrer');
      expect(reply.headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('replies match the contract exactly', () => {
  const leaky: ServedCall = {
    method: 'GET',
    path: '/leaky',
    access: access.public,
    summary: 'A handler that returns more than its contract.',
    reply: v.object({ login: v.string() }),
  };
  const appWith = async (checkReplies: boolean, errors: unknown[] = []) => {
    const app = Fastify({ ...problemServerOptions });
    installProblemHandling(app);
    app.addHook('onError', async (_request, _reply, error) => void errors.push(error));
    const bind = createBinder({
      authenticate: async () => {
        throw new Error('no callers here');
      },
      checkReplies,
    });
    bind(app, leaky, async () => ({ login: 'asha', passwordHash: '$argon2id$secret' }) as never);
    await app.ready();
    return app;
  };
  it('a field the contract does not declare never leaves the server', async () => {
    const app = await appWith(false);
    expect((await call({ app }, leaky)).body).toEqual({ login: 'asha' });
    await app.close();
  });
  it('in tests such a reply fails loudly, naming the field', async () => {
    const errors: unknown[] = [];
    const app = await appWith(true, errors);
    expect((await call({ app }, leaky)).status).toBe(500);
    expect(String(errors[0])).toContain('fields its contract does not declare: passwordHash');
    await app.close();
  });
});
