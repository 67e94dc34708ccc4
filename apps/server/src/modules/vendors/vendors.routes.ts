import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { companyScope, ownCompany } from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import { vendorContacts, type VendorsService } from './vendors.service';

const calls = contract.vendors;

export function vendorsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: VendorsService,
  contactPeople: ContactPeopleService,
): void {
  // Deleting a vendor's contact person at once needs what deleting the vendor needs.
  contactPeople.registerOwner(vendorContacts, { privilege: 'Vendor' });
  bind(app, calls.list, ({ caller, query }) => service.list(companyScope(caller), query));
  bind(app, calls.get, ({ caller, params }) => service.get(companyScope(caller), params.id));
  bind(app, calls.create, ({ caller, body }) => service.create(ownCompany(caller), body));
  bind(app, calls.update, ({ caller, body }) => service.update(companyScope(caller), body));
  bind(app, calls.remove, ({ caller, params }) => service.remove(companyScope(caller), params.id));
}
