import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type FilePart } from '../test-support/api-calls';
import { smallPng } from '../test-support/images';
import {
  createUploadApp,
  multipartBoundary,
  rawForm,
  rawFormHeaders,
  uploadCall,
} from '../test-support/upload-app';

/*
 * Most requests here are injected raw on purpose: a cut body, a missing boundary, field names
 * that clash or reach for Object.prototype, a NUL in a file name. call() only sends the forms
 * the console's client makes, so it is used where a test sends one of those.
 */

let t: Awaited<ReturnType<typeof createUploadApp>>;
beforeAll(async () => {
  t = await createUploadApp([{ rule: 'guillocheImage' }, { rule: 'productImage', maxCount: 6 }]);
});
afterAll(async () => t.app.close());

const refusal = (reply: LightMyRequestResponse) => ({
  status: reply.statusCode,
  title: reply.json().title,
});
const fields = (pairs: readonly (readonly [string, string])[]) => {
  const body = new FormData();
  for (const [name, value] of pairs) body.append(name, value);
  return body;
};
const png: FilePart = { bytes: smallPng(), name: 'a.png' };

describe('malformed multipart is a 400, never a 500 or a hang', () => {
  const valid = rawForm([
    { name: 'color', value: 'Red' },
    { name: 'file', fileName: 'a.png', bytes: smallPng() },
  ]);
  const notMultipart = { status: 400, title: 'The form is not valid multipart/form-data' };

  it.each([
    ['no boundary in the content type', { 'content-type': 'multipart/form-data' }, valid],
    ['a body cut in half', rawFormHeaders, valid.subarray(0, valid.length / 2)],
    [
      'no closing boundary',
      rawFormHeaders,
      valid.subarray(0, valid.length - `--${multipartBoundary}--\r\n`.length),
    ],
    [
      'a boundary longer than the parser searches for',
      { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
      valid,
    ],
    ['bytes that are not a form at all', rawFormHeaders, Buffer.from('hello world')],
  ])(
    '%s answers 400 "The form is not valid multipart/form-data"',
    async (_name, headers, payload) => {
      // Raw: a body cut or mislabelled, which call() never sends.
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/t/guillocheImage',
        payload,
        headers,
      });
      expect(refusal(reply)).toEqual(notMultipart);
      expect(t.state.handled).toBe(0);
    },
    5_000,
  );

  it('a form sent as JSON answers 415', async () => {
    // Raw: call() sends a form as multipart.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/t/guillocheImage',
      payload: '{"color":"Red"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(refusal(reply)).toEqual({
      status: 415,
      title: 'Send this form as multipart/form-data',
    });
  });
});

describe('conflicting or hostile field names', () => {
  it.each([
    [
      '`color=Red` then `color.x=v`',
      [
        ['color', 'Red'],
        ['color.x', 'v'],
      ],
      'Conflicting form fields: color',
    ],
    [
      '`color.x=v` then `color=Red`',
      [
        ['color.x', 'v'],
        ['color', 'Red'],
      ],
      'Conflicting form fields: color',
    ],
    [
      '`a[0]=y` with `a.length=4294967296`',
      [
        ['a[0]', 'y'],
        ['a.length', '4294967296'],
      ],
      'Conflicting form fields: a',
    ],
    [
      'a conflict deep in a list',
      [
        ['contectPersons[0].name', 'n'],
        ['contectPersons[0].name.first', 'n'],
      ],
      'Conflicting form fields: contectPersons[0].name',
    ],
    ['`a[99999999]=x`', [['a[99999999]', 'x']], 'A list in the form has more than 100 items'],
    [
      '101 repeats of one name',
      Array.from({ length: 101 }, () => ['r', 'x'] as const),
      'A list in the form has more than 100 items',
    ],
    [
      '50 levels of `a[b][c]...`',
      [[`a${'[b]'.repeat(50)}`, 'x']],
      "The form's field names are nested more than 5 levels deep",
    ],
    [
      '501 fields',
      Array.from({ length: 501 }, (_, i) => [`f${i}`, 'x'] as const),
      'The form has more than 500 fields',
    ],
    [
      'a value longer than 100,000 characters',
      [['note', 'x'.repeat(100_001)]],
      'The form field note is longer than 100,000 characters',
    ],
    [
      'a name longer than 200 characters',
      [['n'.repeat(201), 'x']],
      'A form field name is longer than 200 characters',
    ],
  ] as const)('%s answers 400 with a clear title', async (_name, pairs, title) => {
    // Raw: field names as given, clashing or nested beyond anything call() would write.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/t/fields',
      payload: fields(pairs),
    });
    expect(refusal(reply)).toEqual({ status: 400, title });
  });

  it("keeps the spec's names working: `contectPersons[0].name`, `emailConfig.emailServer`, `customer.id`", async () => {
    // Raw: the names as the spec writes them, and `tag` repeated, which call() would number.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/t/fields',
      payload: fields([
        ['contectPersons[0].name', 'Asha'],
        ['contectPersons[0].email', 'asha@example.com'],
        ['contectPersons[1].name', 'Ben & Co = 100% "ok"'],
        ['emailConfig.emailServer', 'smtp.example.com'],
        ['customer.id', '7'],
        ['tag', 'a'],
        ['tag', 'b'],
      ]),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().fields).toEqual({
      contectPersons: [
        { name: 'Asha', email: 'asha@example.com' },
        { name: 'Ben & Co = 100% "ok"' },
      ],
      emailConfig: { emailServer: 'smtp.example.com' },
      customer: { id: '7' },
      tag: ['a', 'b'],
    });
  });

  it('names that reach for Object.prototype are dropped and pollute nothing', async () => {
    // Raw: hostile field names as given.
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/t/fields',
      payload: fields([
        ['__proto__[polluted]', 'yes'],
        ['constructor[prototype][polluted]', 'yes'],
        ['ok', '1'],
      ]),
    });
    expect(reply.json().fields).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a NUL character in an uploaded file's name", () => {
  it.each([
    ['a NUL', 'evil\u0000.png', 'evil.png'],
    ['control characters and a right-to-left override', 'a\u0007b\u202Egnp.exe', 'abgnp.exe'],
    ['a Windows path', 'C:\\Users\\x\\photo.png', 'photo.png'],
    ['300 characters', `${'n'.repeat(300)}.png`, 'n'.repeat(255)],
  ])(
    '%s is sanitised before a handler sees the name, never a 500',
    async (_name, fileName, stored) => {
      // Raw: FormData would not send these names as they are.
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/t/guillocheImage',
        payload: rawForm([{ name: 'file', fileName, bytes: smallPng() }]),
        headers: rawFormHeaders,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().files[0].name).toBe(stored);
    },
  );
});

describe('repeated parts of one name', () => {
  const images = (count: number): FilePart[] =>
    Array.from({ length: count }, (_, i) => ({ bytes: smallPng(), name: `p${i}.png` }));
  const productImages = (file: FilePart[]) =>
    call(t, uploadCall('productImage', 6), { files: { file } });
  const guillocheImage = (files: Record<string, FilePart | FilePart[]>) =>
    call(t, uploadCall('guillocheImage'), { files });

  it('a file slot with maxCount 6 takes six parts named `file` and refuses a seventh', async () => {
    const six = await productImages(images(6));
    expect(six.body.files.map((f) => f.name)).toEqual([
      'p0.png',
      'p1.png',
      'p2.png',
      'p3.png',
      'p4.png',
      'p5.png',
    ]);
    const handled = t.state.handled;
    const seven = await productImages(images(7));
    expect(seven.problem).toMatchObject({
      status: 400,
      title: 'At most 6 files may be uploaded for file',
      errors: [{ field: 'file' }],
    });
    expect(t.state.handled).toBe(handled);
  });

  it('empty parts from inputs left empty are not counted', async () => {
    const left = Array.from({ length: 5 }, () => ({ bytes: Buffer.alloc(0), name: '' }));
    expect((await productImages([...images(2), ...left])).body.files).toHaveLength(2);
  });

  it('a one-file slot still answers 400 "Only one file may be uploaded" for a second part', async () => {
    const second = { bytes: smallPng(), name: 'b.png' };
    expect(refusal((await guillocheImage({ file: [png, second] })).raw)).toEqual({
      status: 400,
      title: 'Only one file may be uploaded',
    });
  });

  it('a file under a name the call does not take answers 400', async () => {
    expect(refusal((await guillocheImage({ file: png, other: png })).raw)).toEqual({
      status: 400,
      title: 'Unexpected file field "other"',
    });
  });
});
