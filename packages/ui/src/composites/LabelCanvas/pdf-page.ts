/// <reference types="vite/client" />
import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist';
// The worker as a URL Vite serves and bundles (in the app, in Storybook and in the bench page alike).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The template PDF's first page, through pdf.js. Loaded by the canvas with a dynamic import, so
 * pdf.js (the largest library of the designer) is fetched only when a PDF is shown.
 */
export async function loadFirstPage(
  pdf: Uint8Array,
): Promise<{ page: PDFPageProxy; close: () => void }> {
  // pdf.js hands the buffer to its worker, which detaches it: give it a copy, never the caller's bytes.
  const task = getDocument({ data: pdf.slice() });
  const document = await task.promise;
  const page = await document.getPage(1);
  return { page, close: () => void task.destroy() };
}

/** The page's size in points (its crop box, as the label engine takes it). */
export function pageSize(page: PDFPageProxy): { width: number; height: number } {
  const viewport = page.getViewport({ scale: 1 });
  return { width: viewport.width, height: viewport.height };
}

/** Draws the page at `scale` CSS pixels per point, sharp on high-density screens. */
export function drawPage(
  page: PDFPageProxy,
  canvas: HTMLCanvasElement,
  scale: number,
): { done: Promise<void>; cancel: () => void } {
  const density = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * density });
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  // A zoom while drawing cancels the drawing of the old scale: pdf.js refuses two at once on one canvas.
  const task = page.render({ canvas, viewport });
  return { done: task.promise, cancel: () => task.cancel() };
}
