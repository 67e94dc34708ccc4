import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import {
  compressedShape,
  digitalLinkPathOf,
  gs1PrimaryKeys,
  parseDigitalLinkPath,
  servedPrimaryKeys,
  unservedKeyProblem,
} from '@veritag/domain';
import { ApiProblem, badRequest } from '../../http/problem';
import type { PublicClients } from '../public-limits';
import type { DigitalLinkService } from './digital-link.service';
import { decompressedPath, queryProblem } from './digital-link-syntax';
import {
  linksetContextUrl,
  resolverDescriptionOf,
  resolverDescriptionPath,
} from './resolver-description';
import { chosenLink, linkHeaderOf, linksetOf } from './resolver-links';

const linksetType = 'application/linkset+json';
/** The resolver standard's JSON-LD context for its link sets, offered in a Link header (a SHOULD). */
const linksetContext = `<${linksetContextUrl}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`;
/** `linkType=all` (GS1 Digital Link 1.1) and `linkType=linkset` (the resolver standard) both ask for the link set. */
const asksForLinkset = (linkType: string | undefined, accept: string | undefined) =>
  linkType === 'all' ||
  linkType === 'linkset' ||
  (linkType === undefined && (accept ?? '').includes(linksetType));

/** A path with a serial (`/21/`): its answer tells whether the platform issued that serial. */
const namesSerial = (url: string) => /^\/01\/[^?]*\/21\//.test(url);

/**
 * A compressed Digital Link at the root: one segment of the domain's `compressedShape` (which
 * the console's lower-case screen names never have, so they still reach the console); a longer
 * path (`/v/{code}`) never matches either. find-my-way takes the pattern as text.
 */
const compressedRoute = `/:compressed(${compressedShape.source})`;

/**
 * The resolver's answers: CORS on product-level ones, errors included, so any web page may look
 * a product up (the standard's SHALL). Not on a serial's (decision 0340): 307 or 404 says whether a
 * serial was issued, and with `*` any web page could make its visitors' browsers search for
 * serials, each from a fresh address. A phone following a printed link navigates, which needs
 * no CORS. Nothing here reads cookies or tokens. Helmet's same-origin resource policy would stop
 * other sites embedding a product-level answer; it is lifted for those only. A compressed link
 * shows its serial only once decompressed, so the handler marks such requests.
 */
const serialRequests = new WeakSet<FastifyRequest>();
const corsHeaders: onSendHookHandler = async (request, reply, payload) => {
  if (namesSerial(request.url) || serialRequests.has(request)) return payload;
  reply.headers({
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'Link, Content-Type',
    'cross-origin-resource-policy': 'cross-origin',
  });
  return payload;
};

/**
 * The GS1-Conformant resolver of the platform's Digital Links, public and outside /api:
 * - `/01/{gtin}` with optional 22, 10 and 21 qualifiers, or 235: GET and HEAD answer, OPTIONS is
 *   the CORS preflight. A malformed path or GS1 query attribute is a 400 problem, an unknown
 *   key or link type a 404 problem.
 * - a compressed Digital Link (`/{base64url}`), answered as its uncompressed form, which the
 *   Link header names as `owl:sameAs` (the standard's SHALL; it also asks not to redirect to
 *   the uncompressed URI on the same resolver).
 * - the other GS1 primary keys (`/00/…`, `/414/…`): a 404 problem saying only GTINs are served,
 *   never the console's page.
 * - the resolver description file at `/.well-known/gs1resolver`.
 */
export function digitalLinkRoutes(
  app: FastifyInstance,
  service: DigitalLinkService,
  clientOf: PublicClients,
  publicBaseUrl: string,
): void {
  const base = publicBaseUrl.replace(/\/+$/, '');

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      path,
      queryText,
      sameAs,
    }: {
      path: string;
      queryText: string;
      /** A Link header value naming the uncompressed URI. */ sameAs?: string;
    },
  ) {
    const key = parseDigitalLinkPath(path);
    if ('problem' in key) throw badRequest(key.problem);
    if (key.serial !== undefined) serialRequests.add(request);
    const attributeIssue = queryProblem(queryText, key);
    if (attributeIssue) throw badRequest(attributeIssue);
    const query = new URLSearchParams(queryText);
    const linkType = query.get('linkType') ?? undefined;
    const resolution = await service.resolve(key, clientOf(request));
    if ('unknown' in resolution) throw new ApiProblem(404, resolution.unknown);
    const { levels } = resolution;
    const links = [linkHeaderOf(levels, `${base}${digitalLinkPathOf(key)}?linkType=linkset`)];
    if (sameAs) links.push(sameAs);
    reply.header('vary', 'Accept');
    if (asksForLinkset(linkType, request.headers.accept)) {
      // Bytes, so Fastify adds no charset parameter: a +json type is UTF-8 and defines none.
      return reply
        .header('link', [...links, linksetContext].join(', '))
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
    return reply.header('link', links.join(', ')).redirect(location, 307);
  }

  const partsOf = (url: string) => {
    const [path = '', queryText = ''] = url.split(/\?(.*)/s);
    return { path, queryText };
  };

  async function resolve(request: FastifyRequest, reply: FastifyReply) {
    return answer(request, reply, partsOf(request.url));
  }

  async function resolveCompressed(
    request: FastifyRequest<{ Params: { compressed: string } }>,
    reply: FastifyReply,
  ) {
    const uncompressed = decompressedPath(request.params.compressed);
    if (!uncompressed)
      throw new ApiProblem(
        404,
        'No such address, and not a compressed GS1 Digital Link this resolver can read',
      );
    const sameAs = `${base}${uncompressed.path}${uncompressed.query ? `?${uncompressed.query}` : ''}`;
    const sameAsLink = `<${sameAs}>; rel="owl:sameAs"`;
    try {
      const ai = uncompressed.path.split('/')[1] ?? '';
      if (!(servedPrimaryKeys as readonly string[]).includes(ai))
        throw new ApiProblem(404, unservedKeyProblem(ai));
      if (uncompressed.inexact)
        throw new ApiProblem(
          404,
          'This compressed GS1 Digital Link holds a number of more than 15 digits, which this resolver cannot decompress exactly: use the uncompressed link',
        );
      // The request's own query (linkType, a campaign's parameters) follows the compressed one.
      const { queryText } = partsOf(request.url);
      return await answer(request, reply, {
        path: uncompressed.path,
        queryText: [uncompressed.query, queryText].filter(Boolean).join('&'),
        sameAs: sameAsLink,
      });
    } catch (error) {
      // Refusals too name the uncompressed URI: the standard's SHALL is for any compressed request.
      if (!(error instanceof ApiProblem)) throw error;
      const headers = { ...error.extra.headers, link: sameAsLink };
      throw new ApiProblem(error.status, error.title, { ...error.extra, headers });
    }
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

  const route = <Params>(
    url: string,
    handler: (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => unknown,
  ) => {
    app.get<{ Params: Params }>(url, { onSend: corsHeaders }, handler);
    app.options(url, { onSend: corsHeaders }, preflight);
  };

  // Both '/01' (malformed: no GTIN, a 400 rather than the console's page) and '/01/...'.
  for (const url of ['/01', '/01/*']) route(url, resolve);
  for (const url of [compressedRoute, `${compressedRoute}/`])
    route<{ compressed: string }>(url, resolveCompressed);
  for (const ai of Object.keys(gs1PrimaryKeys)) {
    if ((servedPrimaryKeys as readonly string[]).includes(ai)) continue;
    for (const url of [`/${ai}`, `/${ai}/*`])
      route(url, async () => {
        throw new ApiProblem(404, unservedKeyProblem(ai));
      });
  }
  route(resolverDescriptionPath, async (_request, reply) =>
    reply.type('application/json').send(resolverDescriptionOf(base)),
  );
}
