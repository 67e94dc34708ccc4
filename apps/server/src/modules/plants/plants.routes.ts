import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { ownRecordScope, recordScope } from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import { plantContacts, type PlantsService } from './plants.service';

const calls = contract.plants;

export function plantsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: PlantsService,
  contactPeople: ContactPeopleService,
): void {
  // Deleting a plant's contact person at once needs what deleting the plant needs, and the
  // plant's customer among the caller's when they are limited to some.
  contactPeople.registerOwner(plantContacts, {
    privilege: 'Plant',
    ofCustomers: (id, customerIds) => service.isOfCustomers(id, customerIds),
  });
  bind(app, calls.list, ({ caller, query }) => service.list(recordScope(caller), query));
  bind(app, calls.names, ({ caller }) => service.names(recordScope(caller)));
  bind(app, calls.get, ({ caller, params }) => service.get(recordScope(caller), params.id));
  bind(app, calls.create, ({ caller, body }) => service.create(ownRecordScope(caller), body));
  bind(app, calls.update, ({ caller, body }) => service.update(recordScope(caller), body));
  bind(app, calls.remove, ({ caller, params }) => service.remove(recordScope(caller), params.id));
  bind(app, calls.removeProduct, ({ caller, body }) =>
    service.removeProduct(recordScope(caller), body.id),
  );
  bind(app, calls.ofCustomer, ({ caller, params }) =>
    service.ofCustomer(recordScope(caller), params.customerId),
  );
  // Served here: what a plant makes is the plant's to say (All Product Add or its rows).
  bind(app, contract.products.ofPlant, ({ caller, params }) =>
    service.products(recordScope(caller), params.plantId),
  );
}
