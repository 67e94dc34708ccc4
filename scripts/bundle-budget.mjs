#!/usr/bin/env node
/**
 * The login route's JavaScript budget (decision 0087): the entry chunk and everything it imports
 * statically, gzipped, must stay within 150 kB. Screens behind the login are lazy chunks and
 * do not count. Reads Vite's manifest; prints the figure; exits 1 above the budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 150 * 1000;
const dist = path.resolve(process.argv[2] ?? 'apps/console/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

/** The entry and its static imports, each once. */
const loaded = new Set();
const visit = (key) => {
  if (loaded.has(key)) return;
  loaded.add(key);
  for (const next of manifest[key].imports ?? []) visit(next);
};
visit(entryKey);

const files = [...loaded].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const gzipped = files.reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
  0,
);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const line = `login route JavaScript: ${kb(gzipped)} gzipped in ${files.length} file(s) (budget ${kb(budgetBytes)})`;
if (gzipped > budgetBytes) {
  console.error(`${line}: OVER BUDGET`);
  process.exit(1);
}
console.log(line);
