import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A comment, a test title or a doc that gives a reason points at the decision record that holds
 * it (docs/decisions/NNNN-slug.md, or "decision NNNN"), or says the reason itself. It never
 * points at an issue number, whose text is not in the repository, nor at the single decisions
 * file that the records replaced. Upstream issues of a library are fine when written as
 * owner/repo#N (with their link): they name where to read them.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const recordsDir = path.join(repoRoot, 'docs/decisions');

/** Source and docs files; not the SQL migrations, as an applied migration never changes. */
const scannedExtensions = /\.(?:[cm]?[jt]sx?|mdx?|css|html|ya?ml)$/;
const skippedDirs = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'coverage',
  'storybook-static',
  'test-results',
]);
const skippedPaths = new Set(['bench/results']);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return skippedDirs.has(entry.name) || skippedPaths.has(path.relative(repoRoot, full))
        ? []
        : sourcesUnder(full);
    return entry.isFile() && scannedExtensions.test(entry.name) ? [full] : [];
  });
}

/**
 * The word issue or issues, then a number, with or without #, also when a comment's line break
 * falls between the two. Not a link's "issues/N" nor "owner/repo#N".
 */
const issueCitation = /\b[Ii]ssues?(?:\s|\*|\/\/)+#?\d+\b/g;
/** "issue" as a verb ("always issue" N characters): after a word only a verb follows. */
const verbBefore = /\b(?:always|never|also|only|may|must|will|would|can|cannot|could|should)\s+$/;
/** The single decisions file the records replaced. */
const decisionsFile = /decisions\.md\b/g;
/** "decision 0123", "decisions 0380 to 0382", "decisions 0072, 0202 and 0121". */
const recordNumbers = /\b[Dd]ecisions?((?:(?:\s|,|\*|\/\/)+(?:(?:and|to)\s+)?\d{4}\b)+)/g;
/** A record's path: docs/decisions/NNNN-slug.md. */
const recordPath = /docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g;

interface Citation {
  line: number;
  text: string;
}

const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** The issue numbers and decisions-file mentions a text cites. */
function staleCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(issueCitation)) {
    if (verbBefore.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    found.push({ line: lineOf(text, match.index), text: match[0].replace(/\s+/g, ' ') });
  }
  for (const match of text.matchAll(decisionsFile))
    found.push({ line: lineOf(text, match.index), text: match[0] });
  return found;
}

/** The record numbers and record paths a text cites. */
function recordCitations(text: string): { numbers: string[]; paths: string[] } {
  return {
    numbers: [...text.matchAll(recordNumbers)].flatMap((match) => match[1]!.match(/\d{4}/g)!),
    paths: [...text.matchAll(recordPath)].map((match) => match[1]!),
  };
}

/** Written in pieces, so that this file cites nothing itself. */
const words = (...parts: (string | number)[]) => parts.join(' ');

describe('the citation rules', () => {
  it('catch an issue number, however it is written', () => {
    for (const text of [
      `(${words('issue', 30)})`,
      `as ${words('issue', 17)} asks`,
      `${words('issue', 19)}'s report`,
      `(${words('issues', 18, 'and', 30)})`,
      `// ${words('Issue', '#12')}: hardening`,
      ` * made before ${words('issue\n *', 30)}.`,
    ])
      expect(staleCitations(text), text).toHaveLength(1);
  });

  it('catch the decisions file, by path or by name', () => {
    const file = ['decisions', 'md'].join('.');
    expect(staleCitations(`see docs/${file}, "Label symbols"`)).toHaveLength(1);
    expect(staleCitations(`(${file})`)).toHaveLength(1);
  });

  it('let through upstream issues, links, the verb and decision records', () => {
    for (const text of [
      'fixed upstream (pdf-lib/pdf-lib#1234, https://github.com/pdf-lib/pdf-lib/issues/1234)',
      words('the token forms always issue', 12, 'alphanumeric characters'),
      words('no platform issues', '9e15', 'codes'),
      'see docs/decisions/0304-accepted-epcis-2-subset.md, or decision 0304',
    ])
      expect(staleCitations(text), text).toEqual([]);
  });

  it('read every record number a citation names', () => {
    expect(
      recordCitations('(decisions 0380 to 0382; decision 0072, and decisions 0274 and 0354)'),
    ).toEqual({ numbers: ['0380', '0382', '0072', '0274', '0354'], paths: [] });
  });
});

describe("the repository's sources and docs", () => {
  const files = sourcesUnder(repoRoot).map((file) => ({
    name: path.relative(repoRoot, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('are read, in every package and app', () => {
    expect(files.length).toBeGreaterThan(500);
    for (const dir of ['apps/server/', 'apps/console/', 'apps/scan/', 'packages/', 'bench/'])
      expect(
        files.some(({ name }) => name.startsWith(dir)),
        dir,
      ).toBe(true);
  });

  it('cite decision records, never an issue number or the old decisions file', () => {
    const stale = files.flatMap(({ name, text }) =>
      staleCitations(text).map((citation) => `${name}:${citation.line}: ${citation.text}`),
    );
    expect(
      stale,
      'point at docs/decisions/NNNN-slug.md ("decision NNNN"), or say the reason in the comment',
    ).toEqual([]);
  });

  it('cite only records that exist', () => {
    const records = new Set(readdirSync(recordsDir).filter((name) => /^\d{4}-/.test(name)));
    const numbers = new Set([...records].map((name) => name.slice(0, 4)));
    const missing = files.flatMap(({ name, text }) => {
      const cited = recordCitations(text);
      return [
        ...cited.numbers.filter((number) => !numbers.has(number)),
        ...cited.paths.filter((file) => !records.has(file)),
      ].map((what) => `${name}: ${what}`);
    });
    expect(missing).toEqual([]);
    expect(existsSync(path.join(recordsDir, 'README.md'))).toBe(true);
  });
});
