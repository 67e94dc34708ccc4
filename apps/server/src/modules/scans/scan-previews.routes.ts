import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { ScanPageView, ScanLanguage } from '@veritag/domain';
import type { Bind } from '../../app-context';
import { ApiProblem } from '../../http/problem';
import { assertAllowed, recordScope } from '../../platform/access';
import { scanAssetBase, type ScanPages } from './scan-pages';
import type { ScanPreviews } from './scan-previews';

/**
 * A preview's page goes nowhere (decision 0473): no place to share, nothing to report, and
 * registration shown (a product's registration text is previewed too) with its form disabled
 * by the renderer's preview option, whatever this placeholder says.
 */
const previewActions = { location: '', report: '', register: '#preview' };

/** The forms' scan page previews: the real renderer, as a preview; no cookie, never cached. */
export function scanPreviewRoutes(
  app: FastifyInstance,
  bind: Bind,
  previews: ScanPreviews,
  pages: ScanPages | undefined,
): void {
  const render = (view: ScanPageView, lang: ScanLanguage) => {
    if (!pages) throw new ApiProblem(503, 'Scan pages are not available on this server');
    return pages.renderScanPage(view, {
      assetBase: scanAssetBase,
      actions: previewActions,
      lang,
      preview: true,
    });
  };
  bind(app, contract.scanPreviews.product, async ({ caller, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return render(await previews.product(recordScope(caller), body), body.lang);
  });
  bind(app, contract.scanPreviews.customer, async ({ caller, body, reply }) => {
    reply.header('cache-control', 'no-store');
    const view = await previews.customer(recordScope(caller), body, () =>
      assertAllowed(caller, contract.customers.businessPartners.access),
    );
    return render(view, body.lang);
  });
}
