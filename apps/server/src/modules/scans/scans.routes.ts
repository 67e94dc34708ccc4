import { acceptsWebp, scanImages, scanImageWidths } from './scan-images';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contract } from '@veritag/api';
import { scanPath, type ScanPageView } from '@veritag/domain';
import { aboutPath, scanClientAssetsDir } from '@veritag/scan';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import { scanFormRoutes } from './scan-form-routes';
import { pageLanguageOf, scanLanguageRoute } from './scan-language';
import { scanAssetBase, type ScanPages } from './scan-pages';
import type { ScansService } from './scans.service';
import type { ScanTokens } from './scan-tokens';
import type { ScanDevices } from './scan-devices';
import { pageRefusalOf } from '../../http/html-forms';
import { badRequest, type ApiProblem } from '../../http/problem';
import { isLimitReached, type PublicClients } from '../public-limits';
import { shopperLanguagesOf } from './shopper-languages';

const wantsJson = (request: FastifyRequest) =>
  /application\/json/.test(request.headers.accept ?? '') &&
  !/text\/html/.test(request.headers.accept ?? '');

export interface ScanRouteDeps {
  tokens: ScanTokens;
  devices: ScanDevices;
  clientOf: PublicClients;
  files: FilesService;
  pages?: ScanPages;
}

/**
 * The public side of a scan: GET /v/{code} (the printed URL) stores the scan and answers its
 * page, or its view as JSON for a client that asks for JSON; the page's actions (share the
 * place, report the product) are named by the page's signed token; published files (product
 * images, a customer's logo) are served by signed reference, the scan app's assets as built.
 */
export function scansRoutes(
  app: FastifyInstance,
  bind: Bind,
  scans: ScansService,
  deps: ScanRouteDeps,
) {
  app.get<{ Params: { code: string } }>(`${scanPath}/:code`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const client = deps.clientOf(request);
    // A phone without a signed device gets one now; until it sends it back, its scans are
    // told apart by its network only (sessionOf), so a dropped cookie adds no session.
    const known = deps.devices.deviceOf(request.headers.cookie);
    const issued = known ? undefined : deps.devices.issue(client.secure);
    try {
      const view = await scans.scan({
        raw: request.params.code,
        device: known ?? issued!.device,
        client,
        // Until the shared language negotiation reaches this route (decision 0469).
        languages: shopperLanguagesOf(request),
      });
      if (issued) reply.header('set-cookie', issued.setCookie);
      return answer(request, reply, view);
    } catch (error) {
      if (!isLimitReached(error) || wantsJson(request) || !deps.pages) throw error;
      return busyPage(request, reply, error);
    }
  });

  /** A person over a limit reads why and when to try again, on a page like the scan page. */
  const busyPage = (request: FastifyRequest, reply: FastifyReply, problem: ApiProblem) => {
    const { refusal, retryAfterSeconds } = pageRefusalOf(problem);
    return reply
      .code(429)
      .headers(problem.extra.headers ?? {})
      .type('text/html; charset=utf-8')
      .send(
        // No title: the page says 'Please try again later' in its language (decision 0466), and
        // the refusal in its words when they have its key (decision 0472).
        deps.pages!.renderNoticePage(
          { message: `${problem.title}.`, refusal, retryAfterSeconds },
          { assetBase: scanAssetBase, lang: pageLanguageOf(request), back: request.url },
        ),
      );
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, view: ScanPageView) => {
    const token = view.scanId === undefined ? undefined : deps.tokens.action(view.scanId);
    const api = (action: string) => (token ? `/api/scan-actions/${token}/${action}` : '');
    const lang = pageLanguageOf(request);
    if (wantsJson(request) || !deps.pages)
      return reply.send({
        ...view,
        lang,
        actions: { location: api('location'), report: api('report') },
      });
    const actions = {
      location: api('location'),
      // The page's forms post as plain HTML and get a page back (scan-form-routes.ts).
      report: token ? `/scan/${token}/report` : '',
      // Registration (captureUserData): the end-users module's pages (modules/end-users).
      register: token ? `/scan/${token}/register` : '',
    };
    return reply.type('text/html; charset=utf-8').send(
      deps.pages.renderScanPage(view, {
        assetBase: scanAssetBase,
        actions,
        lang,
        // The switcher comes back here: the printed URL, which scans the code again in the new language.
        back: request.url,
      }),
    );
  };

  const images = scanImages();
  app.get<{ Params: { token: string }; Querystring: { w?: string } }>(
    '/scan-files/:token',
    async (request, reply) => {
      // Published by signed reference for any page to show: the console's preview shows them
      // in a sandboxed frame, whose opaque origin the default same-origin policy would refuse (decision 0473).
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const fileId = deps.tokens.fileOf(request.params.token);
      const read = () => deps.files.read(fileId!);
      const asked = request.query.w;
      const width = scanImageWidths.find((w) => String(w) === asked);
      if (asked !== undefined && width === undefined)
        throw badRequest(`The image width w must be one of ${scanImageWidths.join(', ')}`);
      const cached = 'public, max-age=86400, immutable';
      if (fileId !== undefined && width !== undefined) {
        const webp = acceptsWebp(request.headers.accept);
        const variant = await images.variant(fileId, width, webp, read).catch(() => undefined);
        // The answer depends on Accept: a cache must not give a WebP to a browser that did not ask.
        reply.header('vary', 'Accept');
        if (variant)
          return reply
            .header('cache-control', cached)
            .type(variant.contentType)
            .header('content-length', variant.bytes.length)
            .send(variant.bytes);
      }
      const file = fileId === undefined ? undefined : await read().catch(() => undefined);
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('cache-control', cached)
        .type(file.contentType)
        .header('content-length', file.byteSize)
        .send(file.stream);
    },
  );

  bind(app, contract.scanPage.locate, async ({ params, body }) => scans.locate(params.token, body));
  bind(app, contract.scanPage.report, async ({ params, body, request }) =>
    scans.report(params.token, body, deps.clientOf(request)),
  );

  if (deps.pages) {
    const pages = deps.pages;
    // Plugins load in order once this module's routes are bound (Fastify's register queue).
    void app.register(fastifyStatic, {
      root: scanClientAssetsDir(),
      prefix: `${scanAssetBase}/`,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    void app.register(async (forms) => scanFormRoutes(forms, scans, pages, deps.clientOf));
    scanLanguageRoute(app, deps.clientOf);
    // The platform's explainer (decision 0471): the same for everyone of one language, so it may
    // be kept an hour; its language follows the cookie and Accept-Language, so caches key on both.
    // Rendered once per language and kept: a flood of anonymous requests costs a map lookup.
    const aboutPages = new Map<string, string>();
    app.get(aboutPath, async (request, reply) => {
      const lang = pageLanguageOf(request);
      let page = aboutPages.get(lang);
      if (page === undefined) {
        page = pages.renderAboutPage({ assetBase: scanAssetBase, lang, back: aboutPath });
        aboutPages.set(lang, page);
      }
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Accept-Language, Cookie')
        .header('content-language', lang)
        .type('text/html; charset=utf-8')
        .send(page);
    });
  }
}
