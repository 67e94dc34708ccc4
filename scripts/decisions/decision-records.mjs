/**
 * Reads the decision records of docs/decisions/ (one numbered Markdown file per decision) and
 * writes their index, docs/decisions/README.md, grouped by area. `pnpm decisions` rewrites
 * the index after a record is added; a tooling test fails while the index is out of date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const recordsDir = path.resolve(import.meta.dirname, '../../docs/decisions');

/** The areas of the index, in the order a reader meets the product. */
export const areas = [
  'Toolchain',
  'Running it',
  'Tests',
  'Server platform',
  'Contract',
  'Authentication',
  'Files',
  'Domain rules',
  'Design system',
  'Console',
  'Master data',
  'Users and privileges',
  'Codes',
  'Templates',
  'Label designer',
  'Labels',
  'Printing',
  'Reports',
  'Demo data',
  'GS1 Digital Link',
  'Scan page',
  'Scans',
  'Public limits',
  'End users',
  'Code blacklist',
  'Link QrCode and smart bin',
  'Track and trace',
  'Dashboards',
  'Maps',
];

const fields = ['Date', 'Status', 'Area', 'Modules'];
const sections = ['## Choice', '## Why', '## Figures'];

/** Parses one record; throws with the file's name when a field or section is missing. */
export function parseRecord(file, text) {
  const problem = (what) => new Error(`docs/decisions/${file}: ${what}`);
  const number = /^(\d{4})-[a-z0-9]+(-[a-z0-9]+)*\.md$/.exec(file)?.[1];
  if (!number) throw problem('the name is not NNNN-slug.md');
  const title = /^# (.+)\n/.exec(text)?.[1];
  if (!title) throw problem('the first line is not a "# Title"');
  const values = {};
  for (const field of fields) {
    const value = new RegExp(`^- ${field}: (.+)$`, 'm').exec(text)?.[1];
    if (!value) throw problem(`no "- ${field}:" line`);
    values[field] = value.trim();
  }
  let at = 0;
  for (const section of sections) {
    const found = text.indexOf(`\n${section}\n`, at);
    if (found < 0) throw problem(`no "${section}" section (after the ones before it)`);
    at = found;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.Date)) throw problem('Date is not YYYY-MM-DD');
  if (!areas.includes(values.Area)) throw problem(`unknown area "${values.Area}"`);
  const superseded = /^superseded by (\d{4})$/.exec(values.Status)?.[1];
  if (values.Status !== 'accepted' && !superseded)
    throw problem('Status is "accepted" or "superseded by NNNN"');
  return { file, number, title, ...values, supersededBy: superseded ?? null };
}

export function readRecords() {
  return readdirSync(recordsDir)
    .filter((file) => file !== 'README.md' && file.endsWith('.md'))
    .sort()
    .map((file) => parseRecord(file, readFileSync(path.join(recordsDir, file), 'utf8')));
}

export const areaSlug = (area) => area.toLowerCase().replace(/ /g, '-');

/**
 * The index, as files under docs/decisions/: README.md names every area with its count and
 * newest records, and areas/<area>.md lists all of an area's records, oldest first. (One file
 * of 427 titles is over the 40 KB a docs file may have.)
 */
export function indexFiles(records) {
  const files = new Map();
  const readme = [
    '# Decisions',
    '',
    'Where the specification is silent, or where we chose one way among several, the choice and',
    'its reason are a record here: one file per decision, numbered in the order they were taken,',
    'each with its date, status, area, the modules it touches, the choice, why, and the figures',
    'behind it.',
    '',
    'A new decision is a new file: the next number, the same fields and headings as the others.',
    'A changed decision gets a new record, and the old one\'s status becomes "superseded by NNNN".',
    'Then `pnpm decisions` rewrites this index and the area pages; a test fails while they are',
    'out of date.',
    '',
    '## By area',
    '',
    '| Area | Records | Newest |',
    '| --- | --- | --- |',
  ];
  for (const area of areas) {
    const inArea = records.filter((record) => record.Area === area);
    if (inArea.length === 0) continue;
    const slug = areaSlug(area);
    const newest = inArea.at(-1);
    readme.push(
      `| [${area}](areas/${slug}.md) | ${inArea.length} | [${newest.number}](${newest.file}) ${newest.title} |`,
    );
    const page = [`# Decisions: ${area}`, '', '[All areas](../README.md)', ''];
    for (const record of inArea) {
      const status = record.supersededBy ? ` (superseded by ${record.supersededBy})` : '';
      page.push(`- [${record.number}](../${record.file}) ${record.title}${status}`);
    }
    files.set(`areas/${slug}.md`, `${page.join('\n')}\n`);
  }
  files.set('README.md', `${readme.join('\n')}\n`);
  return files;
}
