import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contract } from '@veritag/api';
import { scanPath, type ScanPageView } from '@veritag/domain';
import { scanClientAssetsDir } from '@veritag/scan';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import { scanFormRoutes } from './scan-form-routes';
import { scanAssetBase, type ScanPages } from './scan-pages';
import type { ScansService } from './scans.service';
import type { ScanTokens } from './scan-tokens';

const twoYears = 2 * 365 * 24 * 60 * 60;
const cookieOf = (request: FastifyRequest) => /(?:^|;\s*)vt_device=([A-Za-z0-9_-]{22})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '') && !/text\/html/.test(request.headers.accept ?? '');

export interface ScanRouteDeps {
  tokens: ScanTokens;
  files: FilesService;
  pages?: ScanPages;
}

/**
 * The public side of a scan: GET /v/{code} (the printed URL) stores the scan and answers its
 * page, or its view as JSON for a client that asks for JSON; the page's actions (share the
 * place, report the product) are named by the page's signed token; published files (product
 * images, a customer's logo) are served by signed reference, the scan app's assets as built.
 */
export function scansRoutes(app: FastifyInstance, bind: Bind, scans: ScansService, deps: ScanRouteDeps) {
  app.get<{ Params: { code: string } }>(`${scanPath}/:code`, async (request, reply) => {
    const cookie = cookieOf(request);
    const device = scans.deviceOf({ cookie, address: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    const view = await scans.scan({ raw: request.params.code, device });
    // The device's cookie is the digest its first scan was counted under, so its later scans
    // (on any network) continue the same sessions.
    if (!cookie) reply.header('set-cookie', `vt_device=${device}; Max-Age=${twoYears}; Path=${scanPath}; HttpOnly; SameSite=Lax`);
    reply.header('cache-control', 'no-store');
    return answer(request, reply, view);
  });

  const answer = (request: FastifyRequest, reply: FastifyReply, view: ScanPageView) => {
    const token = view.scanId === undefined ? undefined : deps.tokens.action(view.scanId);
    const api = (action: string) => (token ? `/api/scan-actions/${token}/${action}` : '');
    if (wantsJson(request) || !deps.pages) return reply.send({ ...view, actions: { location: api('location'), report: api('report') } });
    const actions = {
      location: api('location'),
      // The page's forms post as plain HTML and get a page back (scan-form-routes.ts).
      report: token ? `/scan/${token}/report` : '',
      // Registration (captureUserData): the end-users module's pages (modules/end-users).
      register: token ? `/scan/${token}/register` : '',
    };
    return reply.type('text/html; charset=utf-8').send(deps.pages.renderScanPage(view, { assetBase: scanAssetBase, actions }));
  };

  app.get<{ Params: { token: string } }>('/scan-files/:token', async (request, reply) => {
    const fileId = deps.tokens.fileOf(request.params.token);
    const file = fileId === undefined ? undefined : await deps.files.read(fileId).catch(() => undefined);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(file.contentType).header('content-length', file.byteSize).header('cache-control', 'public, max-age=86400, immutable').send(file.stream);
  });

  bind(app, contract.scanPage.locate, async ({ params, body }) => scans.locate(params.token, body));
  bind(app, contract.scanPage.report, async ({ params, body }) => scans.report(params.token, body));

  if (deps.pages) {
    const pages = deps.pages;
    // Plugins load in order once this module's routes are bound (Fastify's register queue).
    void app.register(fastifyStatic, { root: scanClientAssetsDir(), prefix: `${scanAssetBase}/`, decorateReply: false, immutable: true, maxAge: '365d' });
    void app.register(async (forms) => scanFormRoutes(forms, scans, pages));
  }
}
