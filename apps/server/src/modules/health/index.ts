import { defineModule } from '../../platform/server-module';
import { healthRoutes } from './health.routes';

/** `GET /api/health`: the process answers and its database does. */
export const healthModule = defineModule({
  name: 'health',
  setup: () => ({}),
  routes: (api, bind, _service, { database, version }) =>
    healthRoutes(api, bind, database, version),
});
