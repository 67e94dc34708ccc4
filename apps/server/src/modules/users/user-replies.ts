import type { User } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { ManagedUser } from '../accounts';
import { customerRefs } from '../customers';
import type { UsersDeps } from './user-context';

/** Company names, looked up once per company of a page. */
async function companyNames(deps: Pick<UsersDeps, 'companies'>, ids: (number | null)[]) {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const companies = await Promise.all(unique.map((id) => deps.companies.get(id)));
  return new Map(companies.map((company) => [company.id, { id: company.id, name: company.name }]));
}

const replyOf = (
  user: ManagedUser,
  company: User['company'],
  customers: User['customers'],
): User => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  login: user.login,
  email: user.email,
  mobileNo: user.mobileNo,
  address: user.address,
  accountExpiredDate: user.accountExpiredDate,
  activated: user.activated,
  company,
  customers,
  authorities: [user.role],
  imageUrl: user.profileImageFileId ? `/api/files/${user.profileImageFileId}` : null,
});

/** Users as a list shows them, with their company and customers (one query each for the page). */
export async function listedUsers(
  deps: Pick<UsersDeps, 'companies' | 'accounts'>,
  users: ManagedUser[],
): Promise<User[]> {
  const [companies, customers] = await Promise.all([
    companyNames(
      deps,
      users.map((user) => user.companyId),
    ),
    deps.accounts.customersOfUsers(users.map((user) => user.id)),
  ]);
  return users.map((user) =>
    replyOf(
      user,
      user.companyId === null ? null : (companies.get(user.companyId) ?? null),
      customers.get(user.id) ?? [],
    ),
  );
}

/** One user as the edit form reads it, with their customers' names. */
export async function fullUser(
  deps: Pick<UsersDeps, 'companies' | 'accounts' | 'db'>,
  user: ManagedUser,
  tx: Db = deps.db,
): Promise<User> {
  const [companies, customerIds] = await Promise.all([
    companyNames(deps, [user.companyId]),
    deps.accounts.customersOf(user.id),
  ]);
  const customers = await Promise.all(
    customerIds.map((id) => customerRefs.find(tx, user.companyId, id)),
  );
  return replyOf(
    user,
    user.companyId === null ? null : (companies.get(user.companyId) ?? null),
    customers
      .map(({ id, companyName }) => ({ id, companyName }))
      .sort((a, b) => a.companyName.localeCompare(b.companyName)),
  );
}
