import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { CompanyType } from '@veritag/domain';
import { forbidden } from '../../http/problem';
import {
  assertAllowed,
  customerScope,
  ownCompany,
  recordScope,
  type Caller,
} from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import type { FilesService } from '../files';
import { customerFilePurposes } from './customer-files';
import { customerContacts, type CustomersService } from './customers.service';
import type { PublicLimitsService } from '../public-limits';
import { videoPageRoute } from './video-page';

const calls = contract.customers;

/**
 * A user limited to some customers works on those only; a customer they added would not be
 * one of them and would vanish from their list at once, so adding one is an admin's job.
 */
export const limitedUserAddsCustomer =
  'Your account works for chosen customers only; ask your administrator to add a customer';

/**
 * Business partners are track and trace records: on top of each call's Customer level, working
 * on one needs what listing them needs (Track & Trace at its maximum). Admins pass, as everywhere.
 */
const typeGuardOf = (caller: Caller) => (type: CompanyType | undefined) => {
  if (type === 'Business Partner') assertAllowed(caller, calls.businessPartners.access);
};

export function customersRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: CustomersService,
  contactPeople: ContactPeopleService,
  files: FilesService,
  limits: PublicLimitsService,
): void {
  // Deleting a customer's contact person at once needs what deleting the customer needs.
  // Of a customer the caller does not work for, it is not found.
  contactPeople.registerOwner(customerContacts, {
    privilege: 'Customer',
    ofCustomers: (id, customerIds) => Promise.resolve(customerIds.includes(id)),
  });
  // A customer's files are as private as the list that shows the customer.
  for (const purpose of Object.values(customerFilePurposes))
    files.registerOwner(purpose, {
      access: calls.list.access,
      withinReach: service.fileWithinReach,
    });

  bind(app, calls.list, ({ caller, query }) => {
    typeGuardOf(caller)(query.type);
    return service.list(recordScope(caller), query);
  });
  bind(app, calls.businessPartners, ({ caller, query }) =>
    service.businessPartners(recordScope(caller), query),
  );
  bind(app, calls.byType, ({ caller, query }) => {
    typeGuardOf(caller)(query.type);
    return service.byType(recordScope(caller), query.type);
  });
  bind(app, calls.search, ({ caller, query }) => {
    typeGuardOf(caller)(query.type);
    return service.search(recordScope(caller), query);
  });
  bind(app, calls.get, async ({ caller, params }) => {
    const customer = await service.get(recordScope(caller), params.id);
    typeGuardOf(caller)(customer.companyType);
    return customer;
  });
  bind(app, calls.create, ({ caller, body, files: uploads }) => {
    typeGuardOf(caller)(body.companyType);
    if (customerScope(caller) !== null) throw forbidden(limitedUserAddsCustomer);
    return service.create(ownCompany(caller), body, uploads);
  });
  bind(app, calls.update, ({ caller, body, files: uploads }) =>
    service.update(
      recordScope(caller),
      body,
      uploads,
      body.removeCustomerLogo,
      typeGuardOf(caller),
    ),
  );
  bind(app, calls.remove, ({ caller, params }) =>
    service.remove(recordScope(caller), params.id, typeGuardOf(caller)),
  );
  videoPageRoute(app, service, limits);
}
