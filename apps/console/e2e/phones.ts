/**
 * Shoppers' phones, each on a network of its own. The e2e servers trust the proxy (TRUST_PROXY):
 * the public limits (docs/abuse.md) count per client address and tell people apart by network, so a
 * journey's phones send X-Forwarded-For as a load balancer would, each a fresh 10.x.y.z address
 * (its own /24), rather than all sharing the test runner's 127.0.0.1 and its budgets.
 */
export function phoneAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${1 + Math.floor(Math.random() * 254)}`;
}

/** Headers of a request from a phone of its own (a scan by the console's page stands for a shopper's). */
export const asPhone = (headers: Record<string, string> = {}) => ({
  ...headers,
  'x-forwarded-for': phoneAddress(),
});

/** A browser context's options for a phone of its own: every request from one address of its own. */
export const phoneContext = <Options extends object>(options: Options) => ({
  ...options,
  extraHTTPHeaders: asPhone(),
});
