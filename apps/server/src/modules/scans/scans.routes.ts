import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@veritag/api';
import { scanPath, type ScanPageView } from '@veritag/domain';
import type { Bind } from '../../app-context';
import type { FilesService } from '../files';
import type { ScansService } from './scans.service';
import type { ScanTokens } from './scan-tokens';

/** The scan page's renderer (apps/scan): a whole HTML document for a view and its action URLs. */
export type ScanPageRenderer = (view: ScanPageView, actions: { location: string; report: string }) => string;

const deviceCookie = 'vt_device';
const twoYears = 2 * 365 * 24 * 60 * 60;
const cookieOf = (request: FastifyRequest) => /(?:^|;\s*)vt_device=([A-Za-z0-9_-]{22})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '') && !/text\/html/.test(request.headers.accept ?? '');

/**
 * The public side of a scan: GET /v/{code} (the printed URL) stores the scan and answers its
 * page, or its view as JSON for a client that asks for JSON; the page's actions (share the
 * place, report the product) are contract calls named by the page's signed token; published
 * files (product images, a customer's logo) are served by signed reference.
 */
export function scansRoutes(app: FastifyInstance, bind: Bind, scans: ScansService, deps: { tokens: ScanTokens; files: FilesService; render?: ScanPageRenderer }) {
  app.get<{ Params: { code: string } }>(`${scanPath}/:code`, async (request, reply) => {
    const cookie = cookieOf(request);
    const view = await scans.scan({ raw: request.params.code, device: { cookie, address: request.ip, userAgent: request.headers['user-agent'] ?? '' } });
    // The device's cookie is the digest its first scan was counted under, so its later scans
    // (on any network) continue the same sessions.
    if (!cookie) reply.header('set-cookie', `${deviceCookie}=${scans.deviceOf({ address: request.ip, userAgent: request.headers['user-agent'] ?? '' })}; Max-Age=${twoYears}; Path=${scanPath}; HttpOnly; SameSite=Lax`);
    reply.header('cache-control', 'no-store');
    return answer(request, reply, view);
  });

  const answer = (request: FastifyRequest, reply: FastifyReply, view: ScanPageView) => {
    const token = view.scanId === undefined ? undefined : deps.tokens.action(view.scanId);
    const actions = token ? { location: `/api/scan-actions/${token}/location`, report: `/api/scan-actions/${token}/report` } : undefined;
    if (wantsJson(request) || !deps.render) return reply.send({ ...view, actions });
    return reply.type('text/html; charset=utf-8').send(deps.render(view, actions ?? { location: '', report: '' }));
  };

  app.get<{ Params: { token: string } }>('/scan-files/:token', async (request, reply) => {
    const fileId = deps.tokens.fileOf(request.params.token);
    const file = fileId === undefined ? undefined : await deps.files.read(fileId).catch(() => undefined);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(file.contentType).header('content-length', file.byteSize).header('cache-control', 'public, max-age=86400, immutable').send(file.stream);
  });

  bind(app, contract.scanPage.locate, async ({ params, body }) => scans.locate(params.token, body));
  bind(app, contract.scanPage.report, async ({ params, body }) => scans.report(params.token, body));
}
