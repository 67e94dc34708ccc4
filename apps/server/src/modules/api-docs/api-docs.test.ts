import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('serves an OpenAPI 3.1 document of the contract without a token', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(reply.statusCode).toBe(200);
  const doc = reply.json();
  expect(doc.openapi).toBe('3.1.0');
  const create = doc.paths['/companies'].post;
  expect(create.requestBody.content['application/json'].schema).toMatchObject({ properties: { name: { type: 'string', maxLength: 100 } }, required: ['name'] });
  expect(create.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/account/checklogin'].post.security).toEqual([]);
  expect(doc.paths['/send-OTP'].post['x-alias-of']).toBe('/account/sendOtp');
  const upload = doc.paths['/guilloche-images'].post.requestBody.content['multipart/form-data'].schema;
  expect(upload.properties.file).toEqual({ type: 'string', format: 'binary' });
  expect(upload.required).toEqual(['color', 'file']);
  expect(doc.paths['/companies/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
});

it('serves a readable reference page', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(reply.headers['content-type']).toContain('text/html');
  expect(reply.body).toContain('<h1>Veritag API reference</h1>');
  expect(reply.body).toContain('<code>/api/guilloche-images/{id}</code>');
  expect(reply.body).not.toMatch(/<script/i);
});
