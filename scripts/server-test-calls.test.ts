import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One way to call the server in its tests (docs/decisions/0431-one-way-to-test.md): `call()` for
 * the API contract, `visit()` for the pages outside it. A test injects by hand only a request
 * neither can make (broken JSON, a wrong method, a hostile path), and says so in a comment just
 * above; no test file keeps a wrapper of its own around inject.
 */
const serverRoot = path.resolve(import.meta.dirname, '../apps/server/src');

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** Each raw inject of a file without a comment in the 4 lines above it: `file:line`. */
export function uncommentedInjects(file: string, text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (!/\.inject\(/.test(line)) return;
    const above = lines.slice(Math.max(0, i - 4), i + 1).join('\n');
    if (!/(\/\/|\/\*|^\s*\*)/m.test(above)) found.push(`${file}:${i + 1}`);
  });
  return found;
}

/** A file-local arrow or function whose whole body is an inject: a wrapper of its own. */
export const localWrappers = (text: string): string[] =>
  [...text.matchAll(/const (\w+) = (?:async )?\([^)]*\) =>\s*\w+(?:\(\))?\.app\.inject\(/g)].map(
    (match) => match[1]!,
  );

describe('server tests call the app one way', () => {
  const files = testFiles(serverRoot);

  it('injects by hand only with a comment saying why', () => {
    const found = files.flatMap((file) =>
      uncommentedInjects(path.relative(serverRoot, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('keeps no inject wrapper of its own', () => {
    const found = files.flatMap((file) =>
      localWrappers(readFileSync(file, 'utf8')).map(
        (name) => `${path.relative(serverRoot, file)}: ${name}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    const wrapper = 'const get = (url: string) =>\n  t.app.inject({ url });\n';
    expect(localWrappers(wrapper)).toEqual(['get']);
    expect(uncommentedInjects('a.test.ts', `${'x\n'.repeat(5)}await t.app.inject({});`)).toEqual([
      'a.test.ts:6',
    ]);
    expect(uncommentedInjects('a.test.ts', '// broken JSON\nawait t.app.inject({});')).toEqual([]);
  });
});
