import { defineModule } from '../../platform/server-module';
import { contactPeopleModule } from '../contact-people';
import { plantsRoutes } from './plants.routes';
import { plantsService } from './plants.service';
import { plantNames, plantProducts, plants } from './plants.table';

/**
 * Plants of a company: the customer whose products they make, the product rows with labels
 * per roll (or All Product Add), and contact persons through the contact-people door.
 */
export const plantsModule = defineModule({
  name: 'plants',
  tables: { plants, plantProducts, plantNames },
  setup: ({ db, use }) => plantsService(db, use(contactPeopleModule)),
  routes: (api, bind, service, { use }) =>
    plantsRoutes(api, bind, service, use(contactPeopleModule)),
});
export type { PlantsService } from './plants.service';
export { seedPlants } from './plants.seed';

/** The column a plant reference points at, for other modules' foreign keys (a printer destination, token data). */
export const plantKey = () => plants.id;
export { plantNames } from './plants.table';
