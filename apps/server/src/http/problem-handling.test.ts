import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { call } from '../test-support/api-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('answers an unknown address with a 404 problem', async () => {
  // Raw: no call of the contract has this address.
  const reply = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  expect(reply.statusCode).toBe(404);
  expect(reply.headers['content-type']).toContain('application/problem+json');
  expect(reply.json()).toEqual({
    type: 'about:blank',
    title: 'No such address: GET /api/no-such-thing',
    status: 404,
  });
});

it('answers a wrong method with 405 and the allowed ones', async () => {
  // Raw: PATCH is a method no call of the contract uses.
  const reply = await t.app.inject({ method: 'PATCH', url: '/api/companies/1' });
  expect(reply.statusCode).toBe(405);
  expect(reply.headers.allow).toBe('GET, HEAD, DELETE');
});

it('answers broken JSON with a 400 problem that leaks nothing', async () => {
  // Raw: call() sends only well-formed JSON.
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/account/checklogin',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": ',
  });
  expect(reply.statusCode).toBe(400);
  expect(reply.json().title).toBe('The request body is not valid JSON');
  expect(reply.body).not.toMatch(/at \w+ \(|node_modules|\/work\//);
});

it('answers the health route with the database mode', async () => {
  const reply = await call(t, contract.system.health);
  expect(reply.body).toMatchObject({ status: 'ok', database: t.database.kind });
});
