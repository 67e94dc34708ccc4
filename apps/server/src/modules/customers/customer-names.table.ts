import { pgView } from 'drizzle-orm/pg-core';
import { customers } from './customers.table';

/**
 * This module's named read for other modules' lists (products, plants, templates, accounts,
 * end users, invalid scans, inventory): each customer's id, company, name, type and workflow
 * switch, joined inside their queries to show, filter and sort by the customer's name. A view
 * the planner sees through, so the joins keep the customers table's indexes (the trigram index
 * on the name, pnpm bench search); the table's other columns stay this module's.
 */
export const customerNames = pgView('customer_names').as((qb) =>
  qb
    .select({
      id: customers.id,
      companyId: customers.companyId,
      companyName: customers.companyName,
      companyType: customers.companyType,
      advanceWorkflow: customers.advanceWorkflow,
    })
    .from(customers),
);
