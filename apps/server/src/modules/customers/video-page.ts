import type { FastifyInstance } from 'fastify';
import { customerVideoPath } from '@veritag/domain';
import { ApiProblem } from '../../http/problem';
import type { CustomersService } from './customers.service';
import type { PublicLimitsService } from '../public-limits';
import { videoPageLimiter } from './video-page-limits';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** Only web links are offered as links: a stored `javascript:` text must not become one. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2530}a{color:#0b5cad}li{margin:.5rem 0}</style>
</head><body>${body}</body></html>`;

const notFoundPage = page(
  'Page Not Found',
  '<h1>Page Not Found</h1><p>This code does not lead to a known product page.</p>',
);
const refusalPage = (problem: ApiProblem) =>
  page('Too Many Requests', `<h1>Too Many Requests</h1><p>${escapeHtml(problem.title)}</p>`);

/**
 * The public page a customer's QR code opens (spec 000 section 2.8: "a video-page URL built
 * from the customer id"). No sign-in: it shows only what the customer chose to publish, the
 * name and the enabled links. Its id is the customer's random public id, or the numeric id of
 * a customer from before public ids (decision 0334); anything else is the same plain 404 page, and
 * an address that keeps missing is refused for a while (video-page-limits.ts).
 */
export function videoPageRoute(
  app: FastifyInstance,
  service: CustomersService,
  limits: PublicLimitsService,
): void {
  const attempt = videoPageLimiter(
    limits.budget('videoPageMisses', () => 'Too many pages asked for from your network'),
  );
  app.get<{ Params: { id: string } }>(
    customerVideoPath('0').replace('/0/', '/:id/'),
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      // A page, not problem+json: whoever is refused is a phone's browser, as on the 404.
      const taken = await attempt(limits.clientOf(request).addressKey).catch((error: unknown) => {
        if (error instanceof ApiProblem) return error;
        throw error;
      });
      if (taken instanceof ApiProblem)
        return reply
          .code(taken.status)
          .headers(taken.extra.headers ?? {})
          .send(refusalPage(taken));
      const customer = await service.videoPage(request.params.id);
      if (!customer) return reply.code(404).send(notFoundPage);
      await taken.found();
      const links = Object.entries(customer.links).flatMap(([label, url]) =>
        url
          ? [
              `<li>${isWebLink(url) ? `<a href="${escapeHtml(url.trim())}" rel="noopener noreferrer">${escapeHtml(label)}</a>` : `${escapeHtml(label)}: ${escapeHtml(url)}`}</li>`,
            ]
          : [],
      );
      const body = [
        `<h1>${escapeHtml(customer.companyName)}</h1>`,
        customer.message ? `<p>${escapeHtml(customer.message)}</p>` : '',
        links.length > 0 ? `<ul>${links.join('')}</ul>` : '<p>No links are published yet.</p>',
      ].join('');
      return reply.send(page(customer.companyName, body));
    },
  );
}
