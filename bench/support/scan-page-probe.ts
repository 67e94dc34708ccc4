/**
 * The in-page probe of `pnpm bench scan-page`. Both functions are sent to the page by
 * Playwright (serialized), so each stands alone. Times are the page's `performance.now()`,
 * whose origin is the navigation's start.
 *
 * A MutationObserver notes when the parser has put the verdict's h1 in the document. Its
 * callback runs at the end of the parser's task, before the next rendering step, so a
 * verdict seen no later than first-contentful-paint was painted in that first paint; then the
 * verdict's time is FCP. Otherwise (a later paint) it is the next animation frame after it
 * was seen, the frame that paints it.
 */
interface Probe {
  seenAt?: number;
  frameAfter?: number;
  fcp?: number;
}

export function installScanPageProbe(): void {
  const probe: Probe = {};
  (window as unknown as { scanPageProbe: Probe }).scanPageProbe = probe;
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[data-slot="verdict"] h1')) return;
    probe.seenAt = performance.now();
    requestAnimationFrame(() => (probe.frameAfter = performance.now()));
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

export interface ProbeResult {
  verdictMs: number;
  responseStart: number;
  responseEnd: number;
  inFirstPaint: boolean;
  verdict: string;
  title: string;
  visible: boolean;
  inlineScripts: string;
}

/** After the load: when the verdict was painted, what it says, and any inline script's text. */
export async function readScanPageProbe(): Promise<ProbeResult> {
  const probe = (window as unknown as { scanPageProbe: Probe }).scanPageProbe;
  for (
    let tries = 0;
    tries < 100 && (probe.fcp === undefined || probe.frameAfter === undefined);
    tries++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (probe.fcp === undefined || probe.seenAt === undefined || probe.frameAfter === undefined)
    throw new Error(`no verdict or no first paint: ${JSON.stringify(probe)}`);
  const region = document.querySelector<HTMLElement>('[data-slot="verdict"]')!;
  const title = region.querySelector('h1')!;
  const box = title.getBoundingClientRect();
  const inFirstPaint = probe.seenAt <= probe.fcp;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    responseStart: navigation?.responseStart ?? NaN,
    responseEnd: navigation?.responseEnd ?? NaN,
    verdictMs: inFirstPaint ? probe.fcp : probe.frameAfter,
    inFirstPaint,
    verdict: region.dataset.verdict ?? '',
    title: title.textContent ?? '',
    visible:
      title.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      box.height > 0 &&
      box.bottom <= innerHeight,
    inlineScripts: [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
      .filter((script) => !/json/.test(script.type))
      .map((script) => script.textContent)
      .join('\n'),
  };
}
