import { useEffect, useState } from 'react';
import { customerCalls } from '@veritag/api';
import type { Route } from '#app/app/paths';
import { showToast } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { useLoad } from '#app/app/use-load';
import { go, navigationState } from '#app/app/navigation';
import { api } from '#app/session/api-client';

export interface CustomerOption {
  id: number;
  name: string;
}

/**
 * Every customer the caller works for, by name. Spec 001 section 7 reads `customers/company`,
 * which needs the Customer privilege; the options call serves anyone who works with templates
 * (decision 0164).
 */
const loadCustomers = () =>
  api
    .call(customerCalls.byType, { query: { type: 'Customer' } })
    .then((options) =>
      options.map((customer): CustomerOption => ({ id: customer.id, name: customer.companyName })),
    );

export const noCustomerNotice = 'Templates belong to a customer: add a customer first';

/**
 * Whose templates the list shows. The customer id comes in navigation state (`{ customerId }`,
 * as other screens take ids) or from the chooser; without one the first customer by name is
 * shown. With no customer id at all (the company has no customer yet) the user returns to
 * customer_list (spec 001 section 2), told why. The choice is written back into the history
 * entry, so a reload or the way back from the design screen shows the same customer.
 */
export function useCustomerChoice(route: Route) {
  // Lookups fail silently (spec 001 section 8).
  const { state } = useLoad(loadCustomers, { silent: true });
  const [chosen, setChosen] = useState(() =>
    validId(navigationState<{ customerId: unknown }>().customerId),
  );
  const customers = state.status === 'ready' ? state.data : noCustomers;
  const known =
    chosen !== undefined &&
    (state.status !== 'ready' || customers.some((customer) => customer.id === chosen));
  const customerId = known ? chosen : customers[0]?.id;
  const missing = state.status !== 'loading' && customerId === undefined;

  useEffect(() => {
    if (!missing) return;
    showToast({ tone: 'info', detail: noCustomerNotice, subject: 'template-customer' });
    go(paths.customerList, null, true);
  }, [missing]);

  const choose = (id: number | undefined) => {
    if (id === undefined) return;
    setChosen(id);
    go(route, { ...navigationState(), customerId: id }, true);
  };
  return { customers, isLoading: state.status === 'loading', customerId, choose };
}

const validId = (id: unknown): number | undefined =>
  typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;

const noCustomers: CustomerOption[] = [];
