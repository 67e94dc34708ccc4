import type { Db } from '../db/database';
// eslint-disable-next-line veritag/module-doors -- a test fixture writes the row the customers module would
import { customers } from '../modules/customers/customers.table';

/**
 * A customer row written straight into its table, for tests of modules that only need a
 * customer to exist in some company (the customers module's own tests go through its API).
 */
export async function insertCustomerRow(
  db: Db,
  companyId: number,
  customer: { companyName: string; advanceWorkflow?: boolean; companyType?: 'Customer' | 'Business Partner' },
): Promise<{ id: number; companyName: string }> {
  const companyCode = customer.companyName.replace(/\W+/g, '').slice(0, 10).toUpperCase();
  const [row] = await db
    .insert(customers)
    .values({ companyId, companyCode, companyName: customer.companyName, advanceWorkflow: customer.advanceWorkflow ?? false, companyType: customer.companyType ?? 'Customer' })
    .returning({ id: customers.id, companyName: customers.companyName });
  return row!;
}
