import { defineModule } from '../../platform/server-module';
import { contactPeopleRoutes } from './contact-people.routes';
import { contactPeopleService } from './contact-people.service';
import { contactPersons } from './contact-people.table';

/**
 * Contact persons of customers, plants and vendors. Their owners save them through this
 * door inside their own transactions and register their kind with its privilege, which
 * guards the one call served here: deleting a saved contact person at once.
 */
export const contactPeopleModule = defineModule({
  name: 'contactPeople',
  tables: { contactPersons },
  setup: ({ db }) => contactPeopleService(db),
  routes: (api, bind, service) => contactPeopleRoutes(api, bind, service),
});
export type {
  ContactPeopleService,
  ContactOwner,
  ContactOwnerKind,
} from './contact-people.service';
