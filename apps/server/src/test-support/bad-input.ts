import fc from 'fast-check';
import type * as v from 'valibot';

/**
 * Arbitraries for the bad-input fuzz (decision 0014): the shapes an attacker or a broken client
 * sends, aimed at the fields each call declares so they get past the first check.
 */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  'e\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🏷️‍🔥',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'x'.repeat(5_000),
  'y'.repeat(120_000),
];
const nastyNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
export const hostileNumber = fc.oneof(
  fc.constantFrom(...nastyNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deepArray = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const deepObject = (depth: number) => {
  let node: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) node = { a: node };
  return node;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(deepArray(3_000), deepObject(500), [], {}) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** The keys an object schema declares, looking through pipes, optionals, unions and intersections. */
export function declaredKeys(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return [];
  const node = schema as unknown as {
    type: string;
    entries?: object;
    options?: v.GenericSchema[];
    wrapped?: v.GenericSchema;
  };
  if (node.entries) return Object.keys(node.entries);
  if (node.wrapped) return declaredKeys(node.wrapped);
  if (node.options) return [...new Set(node.options.flatMap(declaredKeys))];
  return [];
}

/**
 * An object with some declared keys set to hostile values, some left out, and some extra.
 * Most keep the rest of `base` (a real record), so one bad field at a time reaches the
 * handler and the database instead of stopping at the first schema check.
 */
export const hostileObject = (keys: string[], base: Record<string, unknown> = {}) =>
  fc
    .record({
      picked: keys.length > 0 ? fc.subarray(keys, { minLength: 1 }) : fc.constant<string[]>([]),
      values: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.option(fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }), {
        freq: 4,
        nil: {},
      }),
      keepBase: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .map(({ picked, values, extra, keepBase }) => {
      const out: Record<string, unknown> = keepBase ? { ...base } : {};
      picked.forEach((key) => (out[key] = values[keys.indexOf(key)]));
      return { ...extra, ...out };
    });

/** Raw bodies that are not what their content type says. */
export const brokenBodies = fc.constantFrom(
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
  { type: 'application/json', body: `{"a":"${'\\u0000'.repeat(10)}"}` },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b[c]=2' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'multipart/form-data', body: 'no boundary here' },
  {
    type: 'multipart/form-data; boundary=X',
    body: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf',
  },
  {
    type: 'multipart/form-data; boundary=X',
    body: '--X\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--X--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=X',
    body: '--X\r\nContent-Disposition: form-data; name="a[99999999]"\r\n\r\nx\r\n--X\r\nContent-Disposition: form-data; name="a.length"\r\n\r\n4294967296\r\n--X--\r\n',
  },
);

/** A URL carries no lone surrogate: such a string is sent with each one replaced. */
export const encodeForUrl = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

/** Path segments that are not ids. */
export const hostileSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '4294967296',
    '1.5',
    '1e3',
    'abc',
    '%00',
    '%2e%2e%2f',
    '%E0%A4%A',
    '1'.repeat(120),
    'a'.repeat(99),
  ),
  hostileString.map((s) => encodeForUrl(s.slice(0, 150))),
);
