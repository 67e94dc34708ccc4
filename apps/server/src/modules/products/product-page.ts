import type { FastifyInstance } from 'fastify';
import { productStaticQrPath } from '@veritag/domain';
import type { ProductsService } from './products.service';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2530}</style>
</head><body>${body}</body></html>`;

/**
 * The public page a product's static QR code opens. No sign-in: it shows only what the label
 * itself carries (brand, product name, code, description). It answers while the product
 * exists, whatever its staticQr switch says now: a code already printed must keep working;
 * the switch decides whether the console offers the code. An unknown id is a plain 404 page.
 */
export function productPageRoute(app: FastifyInstance, service: ProductsService): void {
  app.get<{ Params: { id: string } }>(
    productStaticQrPath(0).replace(/0$/, ':id'),
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const product = id === undefined ? undefined : await service.publicPage(id);
      reply.type('text/html; charset=utf-8');
      if (!product)
        return reply
          .code(404)
          .send(
            page(
              'Page Not Found',
              '<h1>Page Not Found</h1><p>This code does not lead to a known product.</p>',
            ),
          );
      const body = [
        `<p>${escapeHtml(product.companyName)}</p>`,
        `<h1>${escapeHtml(product.productName)}</h1>`,
        `<p>Product code: ${escapeHtml(product.productCode)}</p>`,
        `<p>${escapeHtml(product.productDescription)}</p>`,
      ].join('');
      return reply.send(page(product.productName, body));
    },
  );
}
