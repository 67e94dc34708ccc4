import { Validator } from '@seriousme/openapi-schema-validator';
import { allCalls, contract } from '@veritag/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, paramNames, unchecked } from '../../test-support/api-calls';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
// Read untyped: the tests walk the document by its paths and break it on purpose.
const servedDocument = async () => (await call(t, contract.system.openApi)).raw.json();
let doc: Awaited<ReturnType<typeof servedDocument>>;
beforeAll(async () => {
  t = await createTestApp();
  doc = await servedDocument();
});
afterAll(async () => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

it('serves an OpenAPI 3.1 document of the contract without a token', async () => {
  const reply = await call(t, contract.system.openApi);
  expect(reply.status).toBe(200);
  expect(doc.openapi).toBe('3.1.0');
  const create = doc.paths['/companies'].post;
  expect(create.requestBody.content['application/json'].schema).toMatchObject({
    properties: { name: { type: 'string', maxLength: 100 } },
    required: ['name'],
  });
  expect(create.security).toEqual([{ bearer: [] }]);
  expect(doc.paths['/account/checklogin'].post.security).toEqual([]);
  expect(doc.paths['/send-OTP'].post['x-alias-of']).toBe('/account/sendOtp');
  const upload =
    doc.paths['/guilloche-images'].post.requestBody.content['multipart/form-data'].schema;
  expect(upload.properties.file).toEqual({ type: 'string', format: 'binary' });
  expect(upload.required).toEqual(['color', 'file']);
  expect(doc.paths['/companies/{id}'].get.parameters[0]).toMatchObject({
    name: 'id',
    in: 'path',
    required: true,
  });
});

describe('validated as OpenAPI 3.1 by @seriousme/openapi-schema-validator', () => {
  it('is a valid document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('would fail a document with a parameter that says nowhere where it goes', async () => {
    const broken = structuredClone(doc);
    delete broken.paths['/companies/{id}'].get.parameters[0].in;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('would fail a document with a reference that points nowhere', async () => {
    const broken = structuredClone(doc);
    broken.paths['/companies'].post.responses.default.content['application/problem+json'].schema = {
      $ref: '#/$defs/0',
    };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
    expect(String(result.errors)).toContain('#/$defs/0');
  });
});

describe('calls declared but not served yet', () => {
  const operationOf = (call: { method: string; path: string }) =>
    doc.paths[openApiPath(call.path)][call.method.toLowerCase()];

  it('are marked as such, and every other call as served', () => {
    const marks = allCalls().map(({ id, call }) => [id, operationOf(call)['x-veritag-served']]);
    expect(marks).toEqual(allCalls().map(({ id, call }) => [id, t.bound.has(call)]));
    // Since the QR code search module every declared call is served; a call declared
    // ahead of its module is marked unserved by the same rule.
    expect(marks.some(([, served]) => served)).toBe(true);
  });

  // 405 where another method of the same path is served (GET account, but not PUT account).
  it('really are not answered: each one is 404 or 405 on this server', async () => {
    const unserved = allCalls().filter(({ call }) => !t.bound.has(call));
    for (const { call: spec } of unserved) {
      const params = Object.fromEntries(paramNames(spec).map((name) => [name, '1']));
      const reply = await call(t, spec, { params: unchecked(params) });
      expect([404, 405], `${spec.method} ${spec.path}`).toContain(reply.status);
      expect(operationOf(spec).summary).toMatch(/\(not served yet\)$/);
    }
  });
});
