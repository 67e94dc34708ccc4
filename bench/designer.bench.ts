/**
 * `pnpm bench designer`: does the label designer stay smooth with 100 components? The canvas
 * (packages/ui LabelCanvas) with 100 components on a 100 x 100 mm PDF, grid shown and snapping
 * on, is built with Vite in production mode (support/designer-page) and driven in Chromium by
 * Playwright: a drag of one component, then of ten at once, one move per animation frame
 * (support/designer-page/probe.ts). Chromium runs without its frame-rate limit or vsync, so the
 * time between animation frames is what a frame of dragging costs. Target: median under 16 ms
 * (a 60 Hz display's frame budget).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumFlags, findChromium } from '../scripts/chromium.mjs';
import { buildKitPage } from './support/kit-page';
import type { DragResult } from './support/designer-page/probe';
import { reportResults } from './support/results';

type ProbeWindow = {
  designerProbe: {
    drag(frames: number, distancePx: number): Promise<DragResult>;
    changes(): number;
  };
};

const warmUpFrames = 30;
const measuredFrames = 240;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
const median = (values: number[]) => percentile(values, 0.5);

async function measure(
  browser: Browser,
  url: string,
  selected: number,
  snap = true,
): Promise<DragResult & { changes: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${url}?selected=${selected}&snap=${snap ? 1 : 0}`);
    await page.locator('canvas[data-drawn]').waitFor({ timeout: 30_000 });
    await page.locator('.moveable-control-box').first().waitFor({ state: 'attached' });
    // A first drag warms up the JIT and moveable's caches; it is not counted.
    await page.evaluate(
      (frames) => (window as unknown as ProbeWindow).designerProbe.drag(frames, 60),
      warmUpFrames,
    );
    const result = await page.evaluate(
      (frames) => (window as unknown as ProbeWindow).designerProbe.drag(frames, 120),
      measuredFrames,
    );
    const changes = await page.evaluate(() =>
      (window as unknown as ProbeWindow).designerProbe.changes(),
    );
    return { ...result, changes };
  } finally {
    await context.close();
  }
}

const outDir = await mkdtemp(path.join(tmpdir(), 'veritag-designer-bench-'));
let browser: Browser | undefined;
try {
  const { url, close: stopServer } = await buildKitPage(
    path.resolve(import.meta.dirname, 'support', 'designer-page'),
    outDir,
  );
  try {
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...chromiumFlags, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
    });
    const one = await measure(browser, url, 1);
    const ten = await measure(browser, url, 10);
    const tenNoSnap = await measure(browser, url, 10, false);
    const figures = {
      frameMedianMs: median(one.frameMs),
      frameP95Ms: percentile(one.frameMs, 0.95),
      handlerMedianMs: median(one.handlerMs),
      group10FrameMedianMs: median(ten.frameMs),
      group10FrameP95Ms: percentile(ten.frameMs, 0.95),
      group10HandlerMedianMs: median(ten.handlerMs),
      group10NoSnapFrameMedianMs: median(tenNoSnap.frameMs),
      framesMeasured: one.frameMs.length,
      // One onChange per drag (the warm-up and the measured one): nothing is committed per frame.
      changesPerDrag: one.changes / 2,
    };
    const met = reportResults('designer', figures, {
      frameMedianMs: ['<=', 16],
      group10FrameMedianMs: ['<=', 16],
      changesPerDrag: ['<=', 1],
    });
    process.exitCode = met ? 0 : 1;
  } finally {
    await browser?.close();
    await stopServer();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
