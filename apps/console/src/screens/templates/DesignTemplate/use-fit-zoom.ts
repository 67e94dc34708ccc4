import { useCallback, useState } from 'react';
import { pdfRenderScale } from '@veritag/domain';

/** Room the canvas takes besides the page: its rulers (20 px) and a margin, so nothing scrolls at "fit". */
const framePx = 40;

/** The zoom steps Zoom in and Zoom out walk through (1 = the spec's 1.32 scale). */
const steps = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4];

/** The zoom at which the label fills the area's width and its height within `maxHeightPx`. */
export function fitZoom(
  label: { width: number; height: number },
  area: { width: number; maxHeight: number },
): number {
  const across = (area.width - framePx) / (label.width * pdfRenderScale);
  const down = (area.maxHeight - framePx) / (label.height * pdfRenderScale);
  return Math.max(steps[0]!, Math.floor(Math.min(across, down) * 100) / 100);
}

/**
 * The designer's zoom (decision 0375: a 100 mm label was drawn 360 px wide in a 1,000 px area). It
 * opens at "fit" and keeps fitting as the area resizes, until the user zooms in, out or to
 * 100%; Fit goes back to fitting. The area is measured with a ResizeObserver; its height is
 * capped by the page (three quarters of the window, as the canvas area's own maximum).
 */
export function useFitZoom(label: { width: number; height: number } | undefined) {
  const [choice, setChoice] = useState<number | 'fit'>('fit');
  const [areaWidth, setAreaWidth] = useState(0);
  // A callback ref with its cleanup (React 19): the observer lives as long as the element.
  const measureArea = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    // Small changes are ignored: a page scrollbar coming and going (15 px) as the label grows
    // and shrinks would otherwise refit it back and forth for ever.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setAreaWidth((previous) =>
        width === 0 || Math.abs(width - previous) < 32 ? previous || width : width,
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fitted =
    label && areaWidth > 0
      ? fitZoom(label, { width: areaWidth, maxHeight: window.innerHeight * 0.75 })
      : 1;
  const zoom = choice === 'fit' ? fitted : choice;
  return {
    measureArea,
    zoom,
    fitting: choice === 'fit',
    canZoomIn: zoom < steps.at(-1)!,
    canZoomOut: zoom > steps[0]!,
    zoomIn: () => setChoice(steps.find((step) => step > zoom + 0.001) ?? zoom),
    zoomOut: () => setChoice(steps.findLast((step) => step < zoom - 0.001) ?? zoom),
    actualSize: () => setChoice(1),
    fit: () => setChoice('fit'),
  };
}
/** The zoom state and its actions, without the area's measuring ref. */
export type FitZoom = Omit<ReturnType<typeof useFitZoom>, 'measureArea'>;
