import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers on every reply. The console keeps its token in localStorage, so script
 * injection is the threat to close: scripts come from our own origin only, never inline,
 * never eval. Styles may be inline because Radix's scroll lock and Swagger UI write style
 * elements at run time; a style cannot read the token. Images and workers may be blobs
 * because the console fetches stored files with its token and shows them as blob URLs, and
 * pdf.js starts its worker that way.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The policy with the maps' tile server (MAP_TILE_URL) among the image sources: a map shows
 * its tiles as <img>, and without it the browser would refuse every tile of that server.
 */
function contentSecurityPolicyWith(mapTileUrl: string | undefined) {
  const origin = mapTileUrl && URL.canParse(mapTileUrl) ? new URL(mapTileUrl).origin : undefined;
  return origin
    ? { ...contentSecurityPolicy, 'img-src': [...contentSecurityPolicy['img-src'], origin] }
    : contentSecurityPolicy;
}

const helmetOptions = (directives: typeof contentSecurityPolicy) => ({
  // Our directives only: helmet's defaults would add upgrade-insecure-requests, which breaks
  // the embedded mode served over plain http on a LAN address.
  contentSecurityPolicy: { useDefaults: false, directives },
  referrerPolicy: { policy: 'no-referrer' as const },
  frameguard: { action: 'deny' as const },
  // Sent per request below: only when the request came over TLS (on plain http it only confuses).
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets with our options, worked out once. They depend on nothing of the
 * request (no CSP nonces), and @fastify/helmet built helmet's middleware again for every
 * request: about 4% of the scan endpoint's CPU under load (pnpm bench scans, decision 0262).
 */
function securityHeaders(directives: typeof contentSecurityPolicy): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(directives))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/** A year, subdomains included: the platform's whole name is served over TLS or not at all. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export async function installSecurityHeaders(
  app: FastifyInstance,
  { mapTileUrl }: { mapTileUrl?: string } = {},
): Promise<void> {
  const headers = securityHeaders(contentSecurityPolicyWith(mapTileUrl));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // Over TLS (directly, or per X-Forwarded-Proto behind a proxy with TRUST_PROXY), the
    // browser is told to come back only over TLS: a scan page's cookies never travel in clear.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', strictTransportSecurity);
    done();
  });
}
