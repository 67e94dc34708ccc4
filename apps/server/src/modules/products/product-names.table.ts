import { pgView } from 'drizzle-orm/pg-core';
import { products } from './products.table';

/**
 * This module's named read for other modules' lists and figures (inventory, consignments,
 * geo-diversion alerts, the dashboards' top products): each product's id, company, code, name
 * and description, joined inside their queries to show, filter and sort by them. A view the
 * planner sees through, so the joins keep the products table's indexes; the table's other
 * columns stay this module's.
 */
export const productNames = pgView('product_names').as((qb) =>
  qb
    .select({
      id: products.id,
      companyId: products.companyId,
      productCode: products.productCode,
      productName: products.productName,
      productDescription: products.productDescription,
    })
    .from(products),
);
