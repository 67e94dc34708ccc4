import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { plantsModule } from '../plants';
import { codeProductLinks, linkedCodes } from './code-product-links.table';
import { linkQrRoutes } from './link-qr.routes';
import { linkQrService } from './link-qr.service';

/**
 * Link QrCode (spec 002, decision 0295): codes of an uploaded file linked to a product of a plant.
 * The scan side reads a code's linked product in its one lookup, through the linkedCodes view.
 */
export const linkQrModule = defineModule({
  name: 'linkQr',
  tables: { codeProductLinks, linkedCodes },
  setup: ({ db, clock, use }) =>
    linkQrService({ db, codes: use(codesModule), plants: use(plantsModule), clock }),
  routes: (api, bind, service) => linkQrRoutes(api, bind, service),
});
export type { LinkQrService } from './link-qr.service';
export { linkedCodes } from './code-product-links.table';
