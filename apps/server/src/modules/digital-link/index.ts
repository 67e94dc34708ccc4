import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { codesModule } from '../codes';
import { publicLimitsModule } from '../public-limits';
import { digitalLinkRoutes } from './digital-link.routes';
import { digitalLinkService } from './digital-link.service';

/**
 * The GS1 Digital Link resolver (decision 0241): `/01/{gtin}/21/{serial}` on the public address
 * redirects to the code's scan page, and a GTIN alone to its product's page, as the
 * GS1-Conformant Resolver standard asks. It keeps no table: codes and products are read
 * through their doors.
 */
export const digitalLinkModule = defineModule({
  name: 'digitalLink',
  setup: ({ db, settings, use }) => {
    const limits = use(publicLimitsModule);
    return {
      service: digitalLinkService({
        db,
        codes: use(codesModule),
        lookups: limits.lookups,
        publicBaseUrl: publicBaseUrlOf(settings),
      }),
      clientOf: limits.clientOf,
      publicBaseUrl: publicBaseUrlOf(settings),
    };
  },
  routes: (api, _bind, { service, clientOf, publicBaseUrl }) =>
    digitalLinkRoutes(api, service, clientOf, publicBaseUrl),
});
