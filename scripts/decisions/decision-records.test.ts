import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFiles, readRecords, recordsDir } from './decision-records.mjs';

const docsDir = path.resolve(recordsDir, '..');
const repoRoot = path.resolve(docsDir, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the decision records', () => {
  const records = readRecords();

  it('are numbered without gaps or repeats, each with its fields and sections', () => {
    expect(records.length).toBeGreaterThan(400);
    records.forEach((record: { number: string }, at: number) =>
      expect(record.number).toBe(String(at + 1).padStart(4, '0')),
    );
  });

  it('are superseded only by a later record that exists', () => {
    const numbers = new Set(records.map((record: { number: string }) => record.number));
    for (const record of records as { number: string; supersededBy: string | null }[])
      if (record.supersededBy) {
        expect(numbers, `${record.number}`).toContain(record.supersededBy);
        expect(record.supersededBy > record.number, `${record.number}`).toBe(true);
      }
  });

  it('have an index (README.md and areas/) that says what the records say', () => {
    for (const [file, text] of indexFiles(records) as Map<string, string>)
      expect(readFileSync(path.join(recordsDir, file), 'utf8'), `${file}: run pnpm decisions`).toBe(
        text,
      );
  });

  it('link only to files that exist', () => {
    for (const file of filesUnder(recordsDir)) {
      const text = readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        expect(existsSync(path.resolve(path.dirname(file), target)), `${file} -> ${target}`).toBe(
          true,
        );
      }
    }
  });
});

describe('docs/', () => {
  it('holds no file over 40 KB, so each can be read in one sitting', () => {
    for (const file of filesUnder(docsDir))
      expect(statSync(file).size, path.relative(repoRoot, file)).toBeLessThanOrEqual(40 * 1024);
  });
});
