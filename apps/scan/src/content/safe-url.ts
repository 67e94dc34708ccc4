/**
 * A URL from a product or customer record, when it is safe to link to or load: absolute
 * http(s), or a path on this server ('/files/x', never '//host/x', which is another host).
 * Anything else (javascript:, data:, a typo) gives undefined, so it is left out of the page
 * rather than shown as a dead or dangerous link.
 */
export function safeUrl(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (/^\/(?![/\\])/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The widths `/scan-files/` answers an image at (the server's scan-images.ts, decision 0468). */
const publishedWidths = [320, 640, 960] as const;

/**
 * The sizes of an image for a phone (decision 0468): a file the brand published on this
 * server (`/scan-files/...`) is offered at 320, 640 and 960 pixels wide, the browser picking by
 * its screen (and getting WebP when it takes it); an image elsewhere is loaded as it is.
 */
export function phoneSizes(src: string): { src: string; srcSet?: string } {
  if (!src.startsWith('/scan-files/')) return { src };
  const at = (width: number) => `${src}?w=${width}`;
  return { src: at(640), srcSet: publishedWidths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
