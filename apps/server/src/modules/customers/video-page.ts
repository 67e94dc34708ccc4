import type { FastifyInstance } from 'fastify';
import { customerVideoPath } from '@veritag/domain';
import type { CustomersService } from './customers.service';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Only web links are offered as links: a stored `javascript:` text must not become one. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2530}a{color:#0b5cad}li{margin:.5rem 0}</style>
</head><body>${body}</body></html>`;

/**
 * The public page a customer's QR code opens (spec 000 section 2.8: "a video-page URL built
 * from the customer id"). No sign-in: it shows only what the customer chose to publish, the
 * name and the enabled links; an unknown id is a plain 404 page.
 */
export function videoPageRoute(app: FastifyInstance, service: CustomersService): void {
  app.get<{ Params: { id: string } }>(customerVideoPath(0).replace('/0/', '/:id/'), async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const customer = id === undefined ? undefined : await service.videoPage(id);
    reply.type('text/html; charset=utf-8');
    if (!customer) return reply.code(404).send(page('Page Not Found', '<h1>Page Not Found</h1><p>This code does not lead to a known product page.</p>'));
    const links = Object.entries(customer.links).flatMap(([label, url]) =>
      url ? [`<li>${isWebLink(url) ? `<a href="${escapeHtml(url.trim())}" rel="noopener noreferrer">${escapeHtml(label)}</a>` : `${escapeHtml(label)}: ${escapeHtml(url)}`}</li>`] : [],
    );
    const body = [
      `<h1>${escapeHtml(customer.companyName)}</h1>`,
      customer.message ? `<p>${escapeHtml(customer.message)}</p>` : '',
      links.length > 0 ? `<ul>${links.join('')}</ul>` : '<p>No links are published yet.</p>',
    ].join('');
    return reply.send(page(customer.companyName, body));
  });
}
