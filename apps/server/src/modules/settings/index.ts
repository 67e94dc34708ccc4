import { defineModule } from '../../platform/server-module';
import { filesModule } from '../files';
import { settingsService } from './settings.service';
import { settingsRoutes } from './settings.routes';
import { companySettings } from './settings.table';

/** A company's settings: its logo, stored as a file the module owns. */
export const settingsModule = defineModule({
  name: 'settings',
  tables: { companySettings },
  setup: ({ db, use }) => settingsService(db, use(filesModule)),
  routes: (api, bind, service, { use }) => settingsRoutes(api, bind, service, use(filesModule)),
});
export type { SettingsService } from './settings.service';
