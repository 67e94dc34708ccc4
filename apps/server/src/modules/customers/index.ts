import { emailPasswordSeal } from './email-password';
import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { contactPeopleModule } from '../contact-people';
import { filesModule } from '../files';
import { publicLimitsModule } from '../public-limits';
import { customersRoutes } from './customers.routes';
import { customersService } from './customers.service';
import { customerNames } from './customer-names.table';
import { customers } from './customers.table';
import { micrositeMailSettings } from './microsite-mail-settings';

/**
 * Customers and business partners of a company, saved with their contact persons (through
 * the contact-people door) and their files (through the files door), all or nothing. Other
 * modules reach a customer through customer-refs.ts, customer-key.ts and the customerNames view.
 */
export const customersModule = defineModule({
  name: 'customers',
  tables: { customers, customerNames },
  setup: ({ db, use, settings }) => {
    const seal = emailPasswordSeal(settings.secret);
    return {
      ...customersService({
        db,
        contacts: use(contactPeopleModule),
        files: use(filesModule),
        seal,
        publicBaseUrl: publicBaseUrlOf(settings),
      }),
      /** For mail sent on a customer's behalf (the microsite mail of a registration). */
      micrositeMailSettings: micrositeMailSettings(db, seal),
    };
  },
  routes: (api, bind, service, { use }) =>
    customersRoutes(
      api,
      bind,
      service,
      use(contactPeopleModule),
      use(filesModule),
      use(publicLimitsModule),
    ),
});
export type { CustomersService } from './customers.service';
export { customerRefs, type CustomerRef } from './customer-refs';
export { customerNames } from './customer-names.table';
export { customerKey } from './customer-key';
export { seedCustomers } from './customers.seed';
export { scanPageCustomer, type ScanPageCustomerSource } from './scan-page-customer';
export type { MicrositeMailSettings } from './microsite-mail-settings';
export { emailPasswordSeal } from './email-password';
