/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every style file of the package as text, read through Vite (no node: types in this package).
const styleSources = import.meta.glob<string>('../**/*.css.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const definition = './focus-ring.css.ts';

/** `outline: 'none'` turns the browser's ring off; any other outline or offset draws one by hand. */
const handWrittenRing = /\boutline(?:Offset|Color|Width|Style)?\s*:(?!\s*'none')|border\.focus/;

// Glob keys are relative to this folder: './x.css.ts' here, '../components/...' elsewhere.
const pathInPackage = (key: string) =>
  key.replace(/^\.\//, 'src/tokens/').replace(/^\.\.\//, 'src/');

const offendersIn = (sources: Record<string, string>) =>
  Object.entries(sources).flatMap(([file, text]) =>
    file === definition
      ? []
      : text
          .split('\n')
          .map((line, index) => ({ line: line.trim(), at: `${pathInPackage(file)}:${index + 1}` }))
          .filter(({ line }) => handWrittenRing.test(line))
          .map(({ line, at }) => `${at}  ${line}`),
  );

describe('one focus ring', () => {
  it('is written only in tokens/focus-ring.css.ts; other styles spread its fragments', () => {
    expect(offendersIn(styleSources)).toEqual([]);
  });

  it('reads the style files it guards, the definition among them', () => {
    expect(Object.keys(styleSources)).toContain(definition);
    expect(Object.keys(styleSources).length).toBeGreaterThan(20);
  });

  it('catches a ring written by hand and lets an outline be turned off', () => {
    const sources = {
      '../components/X/X.css.ts':
        "const a = style({ outline: 'none' });\nconst b = { outline: `2px solid ${vars.color.border.focus}` };",
      '../components/Y/Y.css.ts': "const c = { outlineOffset: '1px' };",
    };
    expect(offendersIn(sources)).toEqual([
      'src/components/X/X.css.ts:2  const b = { outline: `2px solid ${vars.color.border.focus}` };',
      "src/components/Y/Y.css.ts:1  const c = { outlineOffset: '1px' };",
    ]);
  });
});
