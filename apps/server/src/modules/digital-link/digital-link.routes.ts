import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { digitalLinkPathOf, parseDigitalLinkPath } from '@veritag/domain';
import { ApiProblem, badRequest } from '../../http/problem';
import type { PublicClients } from '../public-limits';
import type { DigitalLinkService } from './digital-link.service';
import { chosenLink, linkHeaderOf, linksetOf } from './resolver-links';

const linksetType = 'application/linkset+json';
/** The resolver standard's JSON-LD context for its link sets, offered in a Link header (a SHOULD). */
const linksetContext =
  '<https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"';
/** `linkType=all` (GS1 Digital Link 1.1) and `linkType=linkset` (the resolver standard) both ask for the link set. */
const asksForLinkset = (linkType: string | undefined, accept: string | undefined) =>
  linkType === 'all' ||
  linkType === 'linkset' ||
  (linkType === undefined && (accept ?? '').includes(linksetType));

/** A path with a serial (`/21/`): its answer tells whether the platform issued that serial. */
const namesSerial = (url: string) => /^\/01\/[^?]*\/21\//.test(url);

/**
 * CORS on the resolver's product-level answers, errors included: any web page may look a
 * product up (the standard's SHALL). Not on a serial's (decision 0340): 307 or 404 says whether a
 * serial was issued, and with `*` any web page could make its visitors' browsers search for
 * serials, each from a fresh address. A phone following a printed link navigates, which needs
 * no CORS. Nothing here reads cookies or tokens. Helmet's same-origin resource policy would stop
 * other sites embedding a product-level answer; it is lifted for those only.
 */
const corsHeaders: onSendHookHandler = async (request, reply, payload) => {
  if (namesSerial(request.url)) return payload;
  reply.headers({
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'Link, Content-Type',
    'cross-origin-resource-policy': 'cross-origin',
  });
  return payload;
};

/**
 * The GS1-Conformant resolver of the platform's Digital Links (`/01/{gtin}` with optional
 * 22, 10 and 21 qualifiers), public and outside /api: GET and HEAD answer, OPTIONS is the CORS
 * preflight. A malformed path is a 400 problem, an unknown key or link type a 404 problem.
 */
export function digitalLinkRoutes(
  app: FastifyInstance,
  service: DigitalLinkService,
  clientOf: PublicClients,
  publicBaseUrl: string,
): void {
  const base = publicBaseUrl.replace(/\/+$/, '');

  async function resolve(request: FastifyRequest, reply: FastifyReply) {
    const [path = '', queryText = ''] = request.url.split(/\?(.*)/s);
    const key = parseDigitalLinkPath(path);
    if ('problem' in key) throw badRequest(key.problem);
    const query = new URLSearchParams(queryText);
    const linkType = query.get('linkType') ?? undefined;
    const resolution = await service.resolve(key, clientOf(request));
    if ('unknown' in resolution) throw new ApiProblem(404, resolution.unknown);
    const { levels } = resolution;
    const link = linkHeaderOf(levels, `${base}${digitalLinkPathOf(key)}?linkType=linkset`);
    reply.header('vary', 'Accept');
    if (asksForLinkset(linkType, request.headers.accept)) {
      // Bytes, so Fastify adds no charset parameter: a +json type is UTF-8 and defines none.
      return reply
        .header('link', `${link}, ${linksetContext}`)
        .type(linksetType)
        .send(Buffer.from(JSON.stringify(linksetOf(levels))));
    }
    const target = chosenLink(levels, linkType);
    if (!target)
      throw new ApiProblem(
        404,
        `No link of type ${linkType?.slice(0, 100)} is available for this item`,
      );
    // The standard passes the request's query on to the target; linkType was the resolver's own.
    query.delete('linkType');
    const passed = query.toString();
    const location = passed
      ? `${target.href}${target.href.includes('?') ? '&' : '?'}${passed}`
      : target.href;
    return reply.header('link', link).redirect(location, 307);
  }

  async function preflight(_request: FastifyRequest, reply: FastifyReply) {
    return reply
      .headers({
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'Accept, Accept-Language',
        'access-control-max-age': '86400',
      })
      .code(204)
      .send();
  }

  // Both '/01' (malformed: no GTIN, a 400 rather than the console's page) and '/01/...'.
  for (const url of ['/01', '/01/*']) {
    app.get(url, { onSend: corsHeaders }, resolve);
    app.options(url, { onSend: corsHeaders }, preflight);
  }
}
