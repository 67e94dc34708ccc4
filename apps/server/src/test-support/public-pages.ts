import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * The one way a server test opens a door outside the API contract: the scan page (`/v/{code}`),
 * its form posts and files (`/scan/...`, `/scan-files/...`), its scripts (`/scan-assets/...`),
 * the station page, the video page and the GS1 Digital Link resolver (its HEAD answers and CORS
 * preflights included). API calls go through `call()` (api-calls.ts); a phone
 * keeping cookies across a registration is `phone()` of the end-users module's test support.
 */
export interface Visit {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'DELETE';
  /** A form as a browser without JavaScript posts it (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A JSON body, as the page's script sends it. */
  json?: object;
  /** A body sent exactly as given, with `headers['content-type']` saying what it is. */
  raw?: string | Buffer;
  /** What a browser or a proxy adds: accept, user-agent, accept-encoding, x-forwarded-for... */
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function visit(
  t: { app: Pick<FastifyInstance, 'inject'> },
  url: string,
  { method, form, json, raw, headers = {}, remoteAddress }: Visit = {},
): Promise<LightMyRequestResponse> {
  const body = form ? new URLSearchParams(form).toString() : (json ?? raw);
  const type = form
    ? { 'content-type': 'application/x-www-form-urlencoded' }
    : json
      ? { 'content-type': 'application/json' }
      : {};
  return t.app.inject({
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    url,
    headers: { ...type, ...headers },
    ...(body === undefined ? {} : { payload: body as never }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
