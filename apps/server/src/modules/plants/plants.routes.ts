import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { companyScope, ownCompany } from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import { plantContacts, type PlantsService } from './plants.service';

const calls = contract.plants;

export function plantsRoutes(app: FastifyInstance, bind: Bind, service: PlantsService, contactPeople: ContactPeopleService): void {
  // Deleting a plant's contact person at once needs what deleting the plant needs.
  contactPeople.registerOwner(plantContacts, { privilege: 'Plant' });
  bind(app, calls.list, ({ caller, query }) => service.list(companyScope(caller), query));
  bind(app, calls.names, ({ caller }) => service.names(companyScope(caller)));
  bind(app, calls.get, ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, ({ caller, body }) => service.create(ownCompany(caller), body));
  bind(app, calls.update, ({ caller, body }) => service.update(companyScope(caller), body));
  bind(app, calls.remove, ({ caller, params }) => service.remove(companyScope(caller), params.id));
  bind(app, calls.removeProduct, ({ caller, body }) => service.removeProduct(companyScope(caller), body.id));
  bind(app, calls.ofCustomer, ({ caller, params }) => service.ofCustomer(companyScope(caller), params.customerId));
  // Served here: what a plant makes is the plant's to say (All Product Add or its rows).
  bind(app, contract.products.ofPlant, ({ caller, params }) => service.products(companyScope(caller), params.plantId));
}
