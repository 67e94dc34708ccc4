import { afterAll, beforeAll, expect, it } from 'vitest';
import { allCalls } from '@veritag/api';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('reports how many contract calls the server implements, and binds nothing outside the contract', () => {
  const declared = allCalls();
  const missing = declared.filter(({ call }) => !t.bound.has(call));
  const lines = [
    `${declared.length - missing.length} of ${declared.length} contract calls implemented by the server`,
  ];
  if (missing.length > 0)
    lines.push(
      ...missing.map(({ id, call }) => `  missing: ${id} ${call.method} /api${call.path}`),
    );
  console.log(lines.join('\n'));

  const known = new Set(declared.map(({ call }) => call));
  expect([...t.bound.keys()].filter((call) => !known.has(call))).toEqual([]);
});
