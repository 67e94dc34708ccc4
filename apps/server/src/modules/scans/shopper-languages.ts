/**
 * The shopper's languages in preference order, read from Accept-Language alone: a stop-gap
 * until the scan app's shared language negotiation (Accept-Language and the `vt_lang` cookie)
 * is threaded into the scan routes, which replaces this function (decision 0469).
 *
 * Tags are lower-cased, ordered by their q value (stable for equal q), `q=0` and `*` dropped,
 * at most 20 read; what cannot be read is skipped. Empty when the header says nothing, so the
 * caller's default applies.
 */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of text.slice(0, 1000).split(',').slice(0, 20).entries()) {
    const [rawTag = '', ...params] = part.split(';').map((piece) => piece.trim());
    const tag = rawTag.toLowerCase();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranked.push({ tag, q, at });
  }
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag }) => tag);
}

/** What a scan view is built for when the shopper's languages are not known (decision 0469). */
export const defaultShopperLanguages: readonly string[] = ['en'];

/** The languages a scan request's page is written in: the header's, else the default. */
export const shopperLanguagesOf = (header: string | string[] | undefined): readonly string[] => {
  const accepted = acceptedLanguages(header);
  return accepted.length > 0 ? accepted : defaultShopperLanguages;
};
