import { useEffect, useState, type RefObject } from 'react';
import { useLatest } from './use-latest';
import type { PDFPageProxy } from 'pdfjs-dist';

export type PdfPageState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; page: PDFPageProxy; size: { width: number; height: number } };

/**
 * The PDF's first page, loaded once per PDF and drawn into `canvas` once per scale (never per
 * drag: the components lie on top of the canvas). pdf.js is imported on demand.
 */
export function usePdfPage(
  pdf: Uint8Array | null,
  scale: number,
  canvas: RefObject<HTMLCanvasElement | null>,
  onLabelSize: ((size: { width: number; height: number }) => void) | undefined,
): PdfPageState {
  const [state, setState] = useState<PdfPageState & { pdf?: Uint8Array | null }>({
    status: 'empty',
    pdf: null,
  });
  const sizeListener = useLatest(onLabelSize);

  useEffect(() => {
    if (!pdf) return;
    let current = true;
    let close: (() => void) | undefined;
    setState({ status: 'loading', pdf });
    import('./pdf-page')
      .then(async ({ loadFirstPage, pageSize }) => {
        const loaded = await loadFirstPage(pdf);
        close = loaded.close;
        if (!current) return close();
        setState({ status: 'ready', page: loaded.page, size: pageSize(loaded.page), pdf });
      })
      .catch(() => current && setState({ status: 'error', pdf }));
    return () => {
      current = false;
      close?.();
    };
  }, [pdf]);

  const page = state.status === 'ready' && state.pdf === pdf ? state.page : undefined;
  useEffect(() => {
    const element = canvas.current;
    if (!page || !element) return;
    let current = true;
    let cancel: (() => void) | undefined;
    import('./pdf-page')
      .then(({ drawPage }) => {
        if (!current) return;
        const drawing = drawPage(page, element, scale);
        cancel = drawing.cancel;
        return drawing.done.then(
          () => current && element.setAttribute('data-drawn', String(scale)),
        );
      })
      .catch(() => undefined);
    return () => {
      current = false;
      cancel?.();
    };
  }, [page, scale, canvas]);

  useEffect(() => {
    if (state.status === 'ready' && state.pdf === pdf) sizeListener.current?.(state.size);
  }, [state, pdf, sizeListener]);

  if (!pdf) return { status: 'empty' };
  return state.pdf === pdf ? state : { status: 'loading' };
}
