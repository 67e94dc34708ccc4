import { and, eq } from 'drizzle-orm';
import type { CompanyType } from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { scopeConditions, type Scope } from '../../platform/access';
import { customers } from './customers.table';

export interface CustomerRef {
  id: number;
  companyId: number;
  companyName: string;
  companyCode: string;
  companyType: CompanyType;
  advanceWorkflow: boolean;
  micrositeEnable: boolean;
}

const columns = {
  id: customers.id,
  companyId: customers.companyId,
  companyName: customers.companyName,
  companyCode: customers.companyCode,
  companyType: customers.companyType,
  advanceWorkflow: customers.advanceWorkflow,
  micrositeEnable: customers.micrositeEnable,
};

/**
 * How other modules (products, plants, print data) reach a customer they point at: in the
 * caller's company, and among the caller's customers when they are limited to some, or not at
 * all. `scope` null means every company (super admin).
 */
export const customerRefs = {
  /** The customer, or a 404 naming it, so a record never points at another company's customer. */
  async find(tx: Db, scope: Scope, id: number): Promise<CustomerRef> {
    const where = and(
      eq(customers.id, id),
      ...scopeConditions(scope, customers.companyId, customers.id),
    );
    const [row] = await tx.select(columns).from(customers).where(where);
    if (!row) throw notFound('Customer');
    return row as CustomerRef;
  },
};
