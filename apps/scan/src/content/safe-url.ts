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
