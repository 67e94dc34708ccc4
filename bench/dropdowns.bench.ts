/**
 * `pnpm bench dropdowns`: do the kit's Select, ComboBox and MultiSelect with 10,000 customers
 * open, and filter as the user types, within 100 ms? A page of the real components
 * (support/dropdowns-page) is built with Vite in production mode and driven in Chromium by
 * Playwright: a real click or key press, timed in the page from the input event to the end of
 * the first frame painted with the list (support/dropdowns-page/probe.ts). The peer, measured
 * in the same run and reported as ratios: react-aria-components as they come, without a
 * Virtualizer (all 10,000 options in the DOM) and with their default filter.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumFlags, findChromium } from '../scripts/chromium.mjs';
import { buildKitPage } from './support/kit-page';
import { reportResults } from './support/results';
import type { WantedList } from './support/dropdowns-page/probe';

// The plain lists take tens of seconds per open on 2 cores (10,000 react-aria options and
// their DOM): a few samples of them are enough for a ratio, and keep the run to minutes.
// MultiSelect has no button: the first typed character opens its list already filtered.
const cases = [
  { name: 'kit-select', open: true, filter: false, warmUps: 3, samples: 20 },
  { name: 'kit-combobox', open: true, filter: true, warmUps: 3, samples: 20 },
  { name: 'kit-multiselect', open: false, filter: true, warmUps: 3, samples: 20 },
  { name: 'plain-select', open: true, filter: false, warmUps: 0, samples: 3 },
  { name: 'plain-combobox', open: true, filter: true, warmUps: 0, samples: 3 },
] as const;
type Case = (typeof cases)[number];
const gestureLimitMs = 120_000;
// Typed into the open, unfiltered list: none is in the first rows ("Customer 00001"), so the
// probe can only see the list as filtered once it has really changed.
const typedCharacters = ['2', '3', '4', '5', '6', '7', '8', '9'];

type ProbeWindow = {
  dropdownProbe: { arm(wanted: WantedList, limitMs: number): void; result(): Promise<number> };
};

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

async function timed(
  page: Page,
  wanted: WantedList,
  gesture: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ([w, limit]) => (window as unknown as ProbeWindow).dropdownProbe.arm(w, limit),
    [wanted, gestureLimitMs] as const,
  );
  await gesture();
  return page.evaluate(() => (window as unknown as ProbeWindow).dropdownProbe.result());
}

async function close(page: Page) {
  const list = page.locator('[role="listbox"]');
  const input = page.locator('[role="combobox"]');
  const dirty = async () =>
    (await list.count()) > 0 || ((await input.count()) > 0 && (await input.inputValue()) !== '');
  // Escape closes the list; in a ComboBox with nothing chosen it also empties the field.
  for (let tries = 0; tries < 3 && (await dirty()); tries++) {
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
  }
  if (await dirty()) throw new Error('the dropdown did not close and clear');
  await nextFrames(page);
}

interface Run {
  opens: number[];
  filters: number[];
  rowsInDom: number;
}

async function measureCase(
  browser: Browser,
  url: string,
  { name, open, filter, warmUps, samples }: Case,
): Promise<Run> {
  // Reduced motion drops the popover's fade-in, so the first painted frame shows the list.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(gestureLimitMs);
  try {
    await page.goto(`${url}?case=${name}`);
    await page.locator('[role="combobox"], [data-slot="trigger"]').first().waitFor();
    const run: Run = { opens: [], filters: [], rowsInDom: 0 };
    for (let index = 0; index < warmUps + samples; index++) {
      const counted = index >= warmUps;
      await close(page);
      if (open) {
        const opened = await timed(page, { open: true }, () =>
          page.locator('[data-slot="trigger"]').click(),
        );
        if (counted) run.opens.push(opened);
        if (index === 0)
          run.rowsInDom = await page.locator('[role="listbox"] [role="option"]').count();
        await nextFrames(page);
      } else {
        await page.locator('[role="combobox"]').focus();
      }
      if (filter) {
        const typed = typedCharacters[index % typedCharacters.length]!;
        const filtered = await timed(page, { filter: typed }, () => page.keyboard.type(typed));
        if (counted) run.filters.push(filtered);
      }
    }
    return run;
  } finally {
    await context.close();
  }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
const median = (values: number[]) => percentile(values, 0.5);

const outDir = await mkdtemp(path.join(tmpdir(), 'veritag-dropdowns-bench-'));
let browser: Browser | undefined;
try {
  const { url, close: stopServer } = await buildKitPage(
    path.resolve(import.meta.dirname, 'support', 'dropdowns-page'),
    outDir,
  );
  try {
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: chromiumFlags,
    });
    const runs: Record<string, Run> = {};
    for (const one of cases) runs[one.name] = await measureCase(browser, url, one);
    const {
      'kit-select': select,
      'kit-combobox': combo,
      'kit-multiselect': multi,
      'plain-select': plainSelect,
      'plain-combobox': plainCombo,
    } = runs;
    const figures = {
      select_open_ms_median: median(select!.opens),
      select_open_ms_p95: percentile(select!.opens, 0.95),
      combobox_open_ms_median: median(combo!.opens),
      combobox_open_ms_p95: percentile(combo!.opens, 0.95),
      combobox_filter_ms_median: median(combo!.filters),
      combobox_filter_ms_p95: percentile(combo!.filters, 0.95),
      multiselect_type_ms_median: median(multi!.filters),
      multiselect_type_ms_p95: percentile(multi!.filters, 0.95),
      plain_select_open_ms_median: median(plainSelect!.opens),
      plain_combobox_open_ms_median: median(plainCombo!.opens),
      plain_combobox_filter_ms_median: median(plainCombo!.filters),
      select_open_speedup_vs_plain: median(plainSelect!.opens) / median(select!.opens),
      combobox_open_speedup_vs_plain: median(plainCombo!.opens) / median(combo!.opens),
      combobox_filter_speedup_vs_plain: median(plainCombo!.filters) / median(combo!.filters),
      select_rows_in_dom: select!.rowsInDom,
      plain_select_rows_in_dom: plainSelect!.rowsInDom,
    };
    const met = reportResults('dropdowns', figures, {
      select_open_ms_median: ['<=', 100],
      combobox_open_ms_median: ['<=', 100],
      combobox_filter_ms_median: ['<=', 100],
      multiselect_type_ms_median: ['<=', 100],
    });
    process.exitCode = met ? 0 : 1;
  } finally {
    await browser?.close();
    await stopServer();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
