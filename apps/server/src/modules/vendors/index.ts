import { defineModule } from '../../platform/server-module';
import { contactPeopleModule } from '../contact-people';
import { vendorsRoutes } from './vendors.routes';
import { vendorsService } from './vendors.service';
import { vendors } from './vendors.table';

/** Vendors of a company, saved with their contact persons through the contact-people door. */
export const vendorsModule = defineModule({
  name: 'vendors',
  tables: { vendors },
  setup: ({ db, use }) => vendorsService(db, use(contactPeopleModule)),
  routes: (api, bind, service, { use }) =>
    vendorsRoutes(api, bind, service, use(contactPeopleModule)),
});
export type { VendorsService } from './vendors.service';

/** The column a vendor reference points at, for other modules' foreign keys (a printer destination). */
export const vendorKey = () => vendors.id;
