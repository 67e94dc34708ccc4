/**
 * `pnpm bench scan-page` (decision 0251): the scan page's first load on a slow phone in Chromium.
 * The real server with the scan app's built pages (support/scan-page-server.ts) on a fresh
 * demo database; each load opens a fresh code of the demo print run (a genuine first scan) in a
 * fresh browser context (nothing cached, no cookies) at phone size, with the CPU slowed 4x and
 * the network shaped through CDP. Measured in the page (support/scan-page-probe.ts): from
 * navigation start to the first paint that holds the verdict's h1. Targets: p90 under 1 s on
 * WebPageTest's "3G Slow", and at most 50 kB of JavaScript (gzipped) on the first load.
 * DevTools' "Slow 3G" preset is measured too, without a target (decision 0251).
 * The loads take turns through the scan page's languages (the phone's Accept-Language), and the
 * demo's brands show their logo and product picture, so the figures are of the page as shoppers
 * get it: the figures count the loads that spoke the asked language and showed both images.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
import { chromiumFlags, findChromium } from '../scripts/chromium.mjs';
import { platformNodeFlags } from '../scripts/node-flags.mjs';
import { ensureScanBuild } from '../scripts/scan-build.mjs';
import { reportResults } from './support/results';
import { installScanPageProbe, readScanPageProbe } from './support/scan-page-probe';

/** Network.emulateNetworkConditions values: latency in ms added to each request, throughput in bytes/s. */
interface Network {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}
// WebPageTest's "3G Slow": 400 kbit/s both ways, 400 ms round trip.
const webPageTest3gSlow: Network = {
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
// DevTools' "Slow 3G" preset (NetworkManager.ts, as puppeteer's PredefinedNetworkConditions copy
// it): 500 kbit/s x 0.8 both ways and 400 ms x 5 of latency on every request.
const devToolsSlow3g: Network = {
  latency: 400 * 5,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};
const cpuSlowdown = 4;
// Ten loads on the measured profile, so its p90 is the second slowest rather than the slowest.
const loads = { warmUp: 1, unthrottled: 3, webPageTest: 10, devTools: 5 };

/** The languages the loads take turns in, as a phone's locale (its Accept-Language). */
const shopperLocales = ['en-GB', 'de-DE', 'ar-EG', 'hi-IN', 'es-MX', 'fr-FR'];

interface Load {
  /** The page's `<html lang>` was the phone's language. */
  spokeLocale: boolean;
  /** The brand's logo and at least one product image arrived and decoded. */
  showedImages: boolean;
  verdictMs: number;
  responseEnd: number;
  htmlWireBytes: number;
  inFirstPaint: boolean;
  scriptWireBytes: number;
  scriptGzipBytes: number;
  gzippedByServer: boolean;
}

/** One first scan (a fresh code's `url`) in a fresh context; without `network`, at full speed and CPU. */
async function firstScan(
  browser: Browser,
  url: string,
  network: Network | undefined,
  locale: string,
): Promise<Load> {
  const context = await browser.newContext({
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(installScanPageProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    // Per script: its content-encoding, the header bytes, then all bytes received (headers and body).
    const scripts = new Map<string, { encoding: string; headers: number; wire: number }>();
    let documentId = '';
    let htmlWireBytes = 0;
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Document') documentId = requestId;
      const encoding =
        Object.entries(response.headers).find(
          ([name]) => name.toLowerCase() === 'content-encoding',
        )?.[1] ?? '';
      if (type === 'Script')
        scripts.set(requestId, { encoding, headers: response.encodedDataLength, wire: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (requestId === documentId) htmlWireBytes = encodedDataLength;
      const script = scripts.get(requestId);
      if (script) script.wire = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const probe = await page.evaluate(readScanPageProbe);
    if (probe.verdict !== 'genuine' || !probe.visible)
      throw new Error(`${url}: expected a visible genuine verdict, got ${JSON.stringify(probe)}`);

    // The script bodies gzipped: as the server sent them when it compresses, else by zlib here.
    let scriptGzipBytes = probe.inlineScripts
      ? gzipSync(probe.inlineScripts, { level: 9 }).length
      : 0;
    for (const [requestId, script] of scripts) {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      scriptGzipBytes +=
        script.encoding === 'gzip'
          ? script.wire - script.headers
          : gzipSync(bytes, { level: 9 }).length;
    }
    const wire = [...scripts.values()];
    // Below-the-fold pictures load lazily: scrolled to, then waited for, outside the measured paint.
    const shown = await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      const images = [...document.images];
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      const loaded = images.filter((image) => image.complete && image.naturalWidth > 0);
      return {
        lang: document.documentElement.lang,
        logo: loaded.some((image) => image.closest('header')),
        product: loaded.some((image) => !image.closest('header')),
      };
    });
    return {
      spokeLocale: shown.lang === locale.slice(0, 2),
      showedImages: shown.logo && shown.product,
      verdictMs: probe.verdictMs,
      responseEnd: probe.responseEnd,
      htmlWireBytes,
      inFirstPaint: probe.inFirstPaint,
      scriptWireBytes: wire.reduce((sum, script) => sum + script.wire, 0),
      scriptGzipBytes,
      gzippedByServer: wire.length > 0 && wire.every((script) => script.encoding === 'gzip'),
    };
  } finally {
    await context.close();
  }
}

/**
 * The floor: the least page that holds a verdict, its h1 alone in a few hundred bytes, served on
 * loopback by this process. Loaded on the same profile in turns with the scan page, it measures
 * what this machine's browser takes for any page at all (decision 0474), so the scan page's own
 * cost is the difference.
 */
const floorPage =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Genuine product</title></head><body>' +
  '<div data-slot="verdict" data-verdict="genuine"><h1>Genuine product</h1></div></body></html>';

async function serveFloorPage(): Promise<{ url: string; close: () => void }> {
  const floor = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(floorPage);
  });
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`,
    close: () => floor.close(),
  };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

await ensureScanBuild();
const work = await mkdtemp(path.join(tmpdir(), 'veritag-bench-scan-page-'));
const server = spawn(
  process.execPath,
  [
    ...platformNodeFlags,
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'support/scan-page-server.ts'),
    work,
    String(Object.values(loads).reduce((a, b) => a + b)),
  ],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
let browser: Browser | undefined;
const floor = await serveFloorPage();
try {
  const [port, codes] = await new Promise<[number, string[]]>((resolve, reject) => {
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const [word, port, codes] = line.split(' ');
      if (word === 'ready') resolve([Number(port), codes!.split(',')]);
    });
    server.on('exit', (code) =>
      reject(new Error(`the server ended with ${code} before it was ready`)),
    );
  });
  const urls = codes.map((code) => `http://127.0.0.1:${port}/v/${encodeURIComponent(code)}`);
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumFlags,
  });
  // Each profile's loads start with the first language and take turns through the others.
  const run = async (count: number, network: Network | undefined, firstTurn = 0) => {
    const results: Load[] = [];
    for (let index = firstTurn; index < firstTurn + count; index++)
      results.push(
        await firstScan(
          browser!,
          urls.shift()!,
          network,
          shopperLocales[index % shopperLocales.length]!,
        ),
      );
    return results;
  };
  // The server's first page renders cold (module and JIT warm-up): not a phone's first load.
  await run(loads.warmUp, undefined);
  const unthrottled = await run(loads.unthrottled, undefined);
  // On 3G Slow the scan page and the floor page take turns, so both meet the same machine.
  const webPageTest: Load[] = [];
  const floorLoads: Load[] = [];
  for (let index = 0; index < loads.webPageTest; index++) {
    webPageTest.push(...(await run(1, webPageTest3gSlow, index)));
    floorLoads.push(await firstScan(browser, floor.url, webPageTest3gSlow, 'en-GB'));
  }
  const devTools = await run(loads.devTools, devToolsSlow3g);
  const all = [...unthrottled, ...webPageTest, ...devTools];
  const ms = (results: Load[]) => results.map((result) => result.verdictMs);
  const median = (results: Load[], value: (load: Load) => number) =>
    percentile(results.map(value), 0.5);
  if (!all.every((result) => result.gzippedByServer))
    console.log(
      'The server does not gzip the script: its body is gzipped here (zlib level 9) for the figure.',
    );
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; verdict ms on 3G Slow: ${ms(webPageTest).map(Math.round).join(' ')}`,
  );
  const met = reportResults(
    'scan-page',
    {
      'verdict-ms-3g-slow-median': percentile(ms(webPageTest), 0.5),
      'verdict-ms-3g-slow-p90': percentile(ms(webPageTest), 0.9),
      'verdict-ms-3g-slow-max': Math.max(...ms(webPageTest)),
      'verdict-ms-devtools-slow-3g-median': percentile(ms(devTools), 0.5),
      'verdict-ms-devtools-slow-3g-max': Math.max(...ms(devTools)),
      'verdict-ms-unthrottled-median': percentile(ms(unthrottled), 0.5),
      // The least page with a verdict on the same profile and machine, and the scan page over it.
      'floor-verdict-ms-3g-slow-median': percentile(ms(floorLoads), 0.5),
      'verdict-over-floor-ms-3g-slow-median':
        percentile(ms(webPageTest), 0.5) - percentile(ms(floorLoads), 0.5),
      // Where the time goes on 3G Slow: the network (until the HTML's last byte) and the page after it.
      'html-received-ms-3g-slow-median': median(webPageTest, (load) => load.responseEnd),
      'paint-after-html-ms-3g-slow-median': median(
        webPageTest,
        (load) => load.verdictMs - load.responseEnd,
      ),
      'html-wire-bytes': median(all, (load) => load.htmlWireBytes),
      'loads-verdict-in-first-paint': all.filter((result) => result.inFirstPaint).length,
      'loads-in-shopper-language': all.filter((result) => result.spokeLocale).length,
      'loads-with-logo-and-product-image': all.filter((result) => result.showedImages).length,
      loads: all.length,
      'first-load-js-gzip-bytes': Math.max(...all.map((result) => result.scriptGzipBytes)),
      'first-load-js-wire-bytes': Math.max(...all.map((result) => result.scriptWireBytes)),
      // Other work on this machine slows the page and the server: the run's one-minute load average.
      'load-average-1m': loadavg()[0]!,
    },
    {
      'verdict-ms-3g-slow-p90': ['<=', 1000],
      // The verdict within 0.8 s on the slow phone profile, with the brand's images and languages on.
      'verdict-ms-3g-slow-median': ['<=', 800],
      'first-load-js-gzip-bytes': ['<=', 50_000],
      'loads-in-shopper-language': ['>=', all.length],
      'loads-with-logo-and-product-image': ['>=', all.length],
    },
  );
  process.exitCode = met ? 0 : 1;
} finally {
  floor.close();
  await browser?.close();
  if (server.exitCode === null) {
    server.stdin!.write('stop\n');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  await rm(work, { recursive: true, force: true });
}
