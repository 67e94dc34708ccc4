import { defineModule } from '../../platform/server-module';
import { filesModule } from '../files';
import { guillocheService } from './guilloche.service';
import { guillocheRoutes } from './guilloche.routes';
import { guillocheImages } from './guilloche.table';

/** Guilloche images of a company, stored as files the module owns. */
export const guillocheModule = defineModule({
  name: 'guilloche',
  tables: { guillocheImages },
  setup: ({ db, use }) => guillocheService(db, use(filesModule)),
  routes: (api, bind, service, { use }) => guillocheRoutes(api, bind, service, use(filesModule)),
});
export type { GuillocheService } from './guilloche.service';
