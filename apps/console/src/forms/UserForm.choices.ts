import { companyCalls, customerCalls, userCalls } from '@veritag/api';
import { authorityOptions, pageSizes, userFormFields, type UserFormContext } from '@veritag/domain';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

/** One option of a dropdown of the user form. */
export interface UserFormOption {
  id: number | string;
  label: string;
}

export interface UserFormChoices {
  companies: readonly UserFormOption[];
  authorities: readonly UserFormOption[];
  customers: readonly UserFormOption[];
  isLoading: boolean;
}

const none = Promise.resolve([]);

/**
 * The authority dropdown: track-and-trace mode's (spec 001 section 6), and ours for the super
 * admin, who makes the admins, users and producers of any company (the server answers the
 * authorities they may give); without it every user a super admin made would be a plain user.
 */
export const choosesAuthority = (
  context: Pick<UserFormContext, 'actorRole' | 'trackAndTrace' | 'mode'>,
): boolean =>
  userFormFields(context, undefined).authority || context.actorRole === 'ROLE_SUPER_ADMIN';

/** A super admin belongs to no company: the customers of the company they choose are not theirs to list. */
export const choosesCustomers = (context: Pick<UserFormContext, 'actorRole'>): boolean =>
  context.actorRole !== 'ROLE_SUPER_ADMIN';

/**
 * What the user form's dropdowns offer (spec 001 sections 5 and 6), each asked only when its
 * field shows: the companies for a super admin, the authorities in track-and-trace mode
 * (without Admin, Super Admin and User), and the company's customers, or its business
 * partners in track-and-trace mode.
 */
export function useUserFormChoices(
  context: Pick<UserFormContext, 'actorRole' | 'trackAndTrace' | 'mode'>,
  authorityName: (role: string) => string,
): UserFormChoices {
  const shown = userFormFields(context, undefined);
  const companies = useLoad(() =>
    shown.company
      ? api
          .call(companyCalls.list, { query: { size: pageSizes.dropdown, sort: 'name,asc' } })
          .then((page) => page.content.map((company) => ({ id: company.id, label: company.name })))
      : none,
  );
  const authorities = useLoad(() =>
    choosesAuthority(context)
      ? api.call(userCalls.authorities).then((all) =>
          (shown.authority ? authorityOptions(all, true) : all).map((role) => ({
            id: role,
            label: authorityName(role),
          })),
        )
      : none,
  );
  const customers = useLoad(() =>
    !choosesCustomers(context)
      ? none
      : api
          .call(customerCalls.list, {
            query: { type: shown.customerType, size: pageSizes.dropdown, sort: 'companyName,asc' },
          })
          .then((page) =>
            page.content.map((customer) => ({ id: customer.id, label: customer.companyName })),
          ),
  );
  const ready = <T>(state: ReturnType<typeof useLoad<T[]>>['state']): T[] =>
    state.status === 'ready' ? state.data : [];
  return {
    companies: ready(companies.state),
    authorities: ready(authorities.state),
    customers: ready(customers.state),
    isLoading: [companies, authorities, customers].some((load) => load.state.status === 'loading'),
  };
}
