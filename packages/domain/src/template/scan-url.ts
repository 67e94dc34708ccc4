/**
 * Where a printed code's QR or Data Matrix points: the platform's public address, then this
 * path, then the code. The scan app (a later issue) serves it; the label engine prints it.
 * One place, so the printed URL and the route that answers it cannot drift apart.
 */
export const scanPath = '/v';

/** The URL a label carries for `code`, on the public address (no trailing slash needed). */
export const scanUrlOf = (publicBaseUrl: string, code: string): string =>
  `${publicBaseUrl.replace(/\/+$/, '')}${scanPath}/${encodeURIComponent(code)}`;
