import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { accountsModule } from '../accounts';
import { auditModule } from '../audit';
import { companiesModule } from '../companies';
import { filesModule } from '../files';
import { passwordLinkStore } from './password-links';
import { usersModuleService } from './users-module-service';
import { usersRoutes } from './users.routes';
import { passwordLinks } from './users.table';

/**
 * User management (decision 0117): the users a person manages, their customers, passwords and
 * privileges, and the caller's own profile. The users' rows are the accounts module's; this
 * module reaches them through its door, and records every change through the audit door.
 */
export const usersModule = defineModule({
  name: 'users',
  tables: { passwordLinks },
  setup: ({ db, use, mailer, clock, settings }) =>
    usersModuleService({
      db,
      accounts: use(accountsModule),
      audit: use(auditModule),
      files: use(filesModule),
      companies: use(companiesModule),
      links: passwordLinkStore(db, clock),
      mailer,
      clock,
      publicBaseUrl: publicBaseUrlOf(settings),
    }),
  routes: (api, bind, service, { use }) => usersRoutes(api, bind, service, use(filesModule)),
});
