import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  measureScanFirstLoad,
  measureStationFirstLoad,
  scanBudgetBytes,
  stationBudgetBytes,
} from './scan-budget.mjs';

/**
 * The budget check on builds made up here: a renderer whose page loads given scripts, and
 * client files of a chosen size (random bytes, which gzip cannot shrink).
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeBuild(
  pageScripts: string,
  files: Record<string, number>,
  manifest: object = {},
  stationScripts?: string,
) {
  const dist = mkdtempSync(path.join(tmpdir(), 'scan-budget-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  mkdirSync(path.join(dist, 'client', '.vite'), { recursive: true });
  const page = (scripts: string) => JSON.stringify(`<html><head>${scripts}</head></html>`);
  const station =
    stationScripts === undefined
      ? ''
      : `export const renderStationPage = () => ${page(stationScripts)};\n`;
  writeFileSync(
    path.join(dist, 'server', 'render.js'),
    `export const renderScanPage = () => ${page(pageScripts)};\n${station}`,
  );
  for (const [file, bytes] of Object.entries(files))
    writeFileSync(path.join(dist, 'client', file), randomBytes(bytes));
  writeFileSync(path.join(dist, 'client', '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const check = (dist: string) =>
  spawnSync(process.execPath, [path.join(import.meta.dirname, 'scan-budget.mjs'), dist], {
    encoding: 'utf8',
  });

describe('the scan page budget check', () => {
  it('passes a page whose scripts fit, and prints the figure', () => {
    const result = check(
      fakeBuild('<script type="module" src="/scan-assets/a.js"></script>', { 'a.js': 2000 }),
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/scan page JavaScript: 2\.\d kB gzipped in 1 file/);
  });

  it('fails the build when the scripts a page loads, with their static imports, exceed 50 kB gzipped', async () => {
    const manifest = { 'src/a.ts': { file: 'a.js', imports: ['_b'] }, _b: { file: 'b.js' } };
    const dist = fakeBuild(
      '<script type="module" src="/scan-assets/a.js"></script>',
      { 'a.js': 30_000, 'b.js': 30_000 },
      manifest,
    );
    expect((await measureScanFirstLoad(dist)).gzipped).toBeGreaterThan(scanBudgetBytes);
    const result = check(dist);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OVER BUDGET');
  });

  it('counts inline scripts too, and refuses a script from outside the asset folder', async () => {
    const inline = randomBytes(60_000).toString('base64');
    expect(
      (await measureScanFirstLoad(fakeBuild(`<script>${inline}</script>`, {}))).gzipped,
    ).toBeGreaterThan(scanBudgetBytes);
    await expect(
      measureScanFirstLoad(fakeBuild('<script src="https://cdn.example/x.js"></script>', {})),
    ).rejects.toThrow(/outside \/scan-assets/);
  });

  it("measures the scan station's own script apart, against its own budget", async () => {
    const fits = fakeBuild(
      '<script type="module" src="/scan-assets/a.js"></script>',
      { 'a.js': 500, 's.js': 3000 },
      {},
      '<script type="module" src="/scan-assets/s.js"></script>',
    );
    expect((await measureStationFirstLoad(fits))!.files).toEqual(['s.js']);
    expect(check(fits).stdout).toMatch(/scan station JavaScript: 3\.\d kB gzipped in 1 file/);
    const heavy = fakeBuild(
      '<script type="module" src="/scan-assets/a.js"></script>',
      { 'a.js': 500, 's.js': stationBudgetBytes + 1000 },
      {},
      '<script type="module" src="/scan-assets/s.js"></script>',
    );
    const result = check(heavy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OVER BUDGET');
  });
});
