import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { digitalLinkRoutes } from './digital-link.routes';
import { digitalLinkService } from './digital-link.service';

/**
 * The GS1 Digital Link resolver (issue 18): `/01/{gtin}/21/{serial}` on the public address
 * redirects to the code's scan page, and a GTIN alone to its product's page, as the
 * GS1-Conformant Resolver standard asks. It keeps no table: codes and products are read
 * through their doors.
 */
export const digitalLinkModule = defineModule({
  name: 'digitalLink',
  setup: ({ db, options, use }) => ({
    service: digitalLinkService({ db, codes: use(codesModule), publicBaseUrl: options.publicBaseUrl ?? 'http://localhost:8080' }),
    publicBaseUrl: options.publicBaseUrl ?? 'http://localhost:8080',
  }),
  routes: (api, _bind, { service, publicBaseUrl }) => digitalLinkRoutes(api, service, publicBaseUrl),
});
