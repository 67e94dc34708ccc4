import { defineModule } from '../../platform/server-module';
import { apiDocsRoutes } from './api-docs.routes';

/** The OpenAPI document of the contract and its reference page, marking what is served. */
export const apiDocsModule = defineModule({
  name: 'apiDocs',
  setup: () => ({}),
  routes: (api, bind, _service, { bound, version }) => apiDocsRoutes(api, bind, bound, version),
});
