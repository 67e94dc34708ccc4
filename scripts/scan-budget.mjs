#!/usr/bin/env node
/**
 * The scan page's JavaScript budget (decision 0250): what a phone downloads as script on the first
 * load of a scan page, gzipped, must stay within 50 kB. Measured on what the page really asks
 * for: the built renderer renders a scan page, and every <script src> of that HTML (with the
 * modules it imports statically, from the client manifest) is counted, plus any inline script.
 * The scan station's page (decision 0321) loads only its own script, measured the same way against
 * its own budget of 15 kB. Prints the figures; exits 1 above a budget. Run by the scan app's build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const scanBudgetBytes = 50 * 1000;
/** The scan station's page (decision 0321) loads its own script, held to a budget of its own. */
export const stationBudgetBytes = 15 * 1000;
const assetBase = '/scan-assets';

/** A page with every part the renderer has: the largest first load it can ask for. */
const samplePage = {
  code: 'SAMPLE0000001',
  verdict: 'genuine',
  scanId: 1,
  batch: 'PO-0001',
  product: {
    name: 'Sample product',
    authenticationMsg: 'Does this information match with your sample',
    labelImageUrl: '/scan-files/sample',
    accent: '#ffcc00',
    mfgMonth: '2026-01',
    expiryMonth: '2028-01',
    customTexts: { postScan: 'Thank you' },
    captureUserData: true,
    userInvoiceUpload: true,
    loyaltyPoints: 10,
    images: {},
  },
  customer: { name: 'Sample brand', links: [{ kind: 'website', url: 'https://example.com' }] },
};

/** The script files (relative to dist/client) a rendered page loads, and its inline scripts. */
export function scriptsOf(html) {
  const sources = [];
  const inline = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]*)"/i.exec(attributes)?.[1];
    if (src !== undefined) sources.push(src);
    else if (body.trim()) inline.push(body);
  }
  return { sources, inline };
}

/** Gzipped bytes of the scan page's first-load JavaScript, and the files counted. */
export async function measureScanFirstLoad(dist) {
  const renderer = await rendererOf(dist);
  return measureHtml(
    dist,
    renderer.renderScanPage(samplePage, {
      assetBase,
      actions: { location: '/l', report: '/r', register: '/g' },
    }),
  );
}

/** The same for the scan station's page, or undefined for a renderer without one. */
export async function measureStationFirstLoad(dist) {
  const renderer = await rendererOf(dist);
  return renderer.renderStationPage
    ? measureHtml(dist, renderer.renderStationPage({ assetBase, signInUrl: '/#/login' }))
    : undefined;
}

async function rendererOf(dist) {
  const renderer = path.join(dist, 'server', 'render.js');
  if (!existsSync(renderer))
    throw new Error(`No ${renderer}: run \`pnpm --filter @veritag/scan build\` first`);
  return import(pathToFileURL(renderer).href);
}

async function measureHtml(dist, html) {
  const { sources, inline } = scriptsOf(html);
  const manifestFile = path.join(dist, 'client', '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  for (const src of sources) {
    // A script from anywhere but our asset folder could not be measured: refuse it outright.
    if (!src.startsWith(`${assetBase}/`))
      throw new Error(`The scan page loads a script from outside ${assetBase}: ${src}`);
    visit(src.slice(assetBase.length + 1));
  }
  const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
  const gzipped =
    [...files].reduce((sum, file) => sum + gz(readFileSync(path.join(dist, 'client', file))), 0) +
    inline.reduce((sum, body) => sum + gz(Buffer.from(body)), 0);
  return {
    gzipped,
    files: [...files],
    inlineScripts: inline.length,
    htmlGzipped: gz(Buffer.from(html)),
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? process.env.SCAN_BUILD_DIR ?? 'dist');
  const { gzipped, files, inlineScripts, htmlGzipped } = await measureScanFirstLoad(dist);
  const line = `scan page JavaScript: ${kb(gzipped)} gzipped in ${files.length} file(s) and ${inlineScripts} inline script(s) (budget ${kb(scanBudgetBytes)}); its HTML with inline CSS ${kb(htmlGzipped)} gzipped`;
  const station = await measureStationFirstLoad(dist);
  const stationLine =
    station &&
    `scan station JavaScript: ${kb(station.gzipped)} gzipped in ${station.files.length} file(s) (budget ${kb(stationBudgetBytes)})`;
  if (gzipped > scanBudgetBytes || (station && station.gzipped > stationBudgetBytes)) {
    console.error(`${line}${stationLine ? `; ${stationLine}` : ''}: OVER BUDGET`);
    process.exit(1);
  }
  console.log(line);
  if (stationLine) console.log(stationLine);
}
