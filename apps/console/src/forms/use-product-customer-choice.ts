import { customerCalls } from '@veritag/api';
import { productSaveSendsCustomer } from '@veritag/domain';
import { useLoad } from '#app/app/use-load';
import { useSignedIn } from '#app/session/session-context';
import { api } from '#app/session/api-client';
import type { ProductFormProps } from './ProductForm';

/**
 * The admin's customer choice: the company's customers (`customers/type?type=Customer`, every
 * one, with advanceWorkflow). A limited user gets none: their save sends no customer and the
 * server decides it (spec 002 section 6), so the list is not even asked for.
 */
export function useCustomerChoice(): ProductFormProps['customerChoice'] {
  const { role } = useSignedIn();
  const choosesCustomer = productSaveSendsCustomer(role);
  const { state } = useLoad(() =>
    choosesCustomer
      ? api.call(customerCalls.byType, { query: { type: 'Customer' } })
      : Promise.resolve([]),
  );
  if (!choosesCustomer) return undefined;
  return {
    customers: state.status === 'ready' ? state.data : [],
    isLoading: state.status === 'loading',
  };
}
