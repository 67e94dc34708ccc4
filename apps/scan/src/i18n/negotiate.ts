import { defaultLanguage, isScanLanguage, languageCookie, type ScanLanguage } from './languages';

/**
 * The language of a page (decision 0466): the shopper's choice (the `vt_lang` cookie's value)
 * when it names a language the pages speak, else the best of Accept-Language by q-value, each
 * tag also standing for its primary language (`de-AT` is German), else English.
 */
export function negotiateLanguage(
  acceptLanguage: string | undefined,
  cookie: string | undefined,
): ScanLanguage {
  const chosen = cookie?.trim().toLowerCase();
  if (isScanLanguage(chosen)) return chosen;
  const ranges = parseAcceptLanguage(acceptLanguage ?? '');
  for (const { tag } of ranges) {
    if (tag === '*') return defaultLanguage;
    const primary = tag.split('-')[0];
    if (isScanLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

/** Accept-Language's ranges (RFC 9110 12.5.4), best first; q=0 means "not this one" and is dropped. */
export function parseAcceptLanguage(header: string): { tag: string; q: number }[] {
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: range.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(
      ({ tag, q }) =>
        tag !== '' && q > 0 && q <= 1 && /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag, q }) => ({ tag, q }));
}

/** The `vt_lang` cookie's value from a Cookie header, if any. */
export function languageCookieOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name?.trim() === languageCookie) return rest.join('=').trim();
  }
  return undefined;
}

/** The page's language from a request's two headers: what the server calls. */
export const languageOfRequest = (headers: {
  'accept-language'?: string;
  cookie?: string;
}): ScanLanguage => negotiateLanguage(headers['accept-language'], languageCookieOf(headers.cookie));
