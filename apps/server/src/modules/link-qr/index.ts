import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { plantsModule } from '../plants';
import { codeProductLinks } from './code-product-links.table';
import { linkQrRoutes } from './link-qr.routes';
import { linkQrService } from './link-qr.service';

/**
 * Link QrCode (spec 002, decision 0295): codes of an uploaded file linked to a product of a plant.
 * The scan side reads a code's linked product in its one lookup, through `linkedProductScanJoin`.
 */
export const linkQrModule = defineModule({
  name: 'linkQr',
  tables: { codeProductLinks },
  setup: ({ db, clock, use }) =>
    linkQrService({ db, codes: use(codesModule), plants: use(plantsModule), clock }),
  routes: (api, bind, service) => linkQrRoutes(api, bind, service),
});
export type { LinkQrService } from './link-qr.service';

/**
 * For the scan's one lookup (scans/scan-store.ts), whose statement joins the issued code as
 * `c`: the product the code is linked to, by the links' primary key. Joined rather than asked
 * through the service so a scan stays one round trip (a query of its own cost the scan
 * endpoint a third of its requests on PGlite); never cached, so a relink shows at once.
 */
export const linkedProductScanJoin = {
  columns: 'lq.product_id as linked_product_id',
  join: 'left join code_product_links lq on lq.code_id = c.id',
} as const;
