import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerScope, type Caller } from '../../platform/access';
import { customers } from './customers.table';

/**
 * Whether a customer's file (logo, product content, brochure) belongs to a customer the caller
 * works for: a user limited to chosen customers gets 404 for another's, as for the customer.
 */
export const customerFileWithinReach =
  (db: Db) =>
  async (caller: Caller, fileId: string): Promise<boolean> => {
    const ids = customerScope(caller);
    if (ids === null) return true;
    const holds = or(
      eq(customers.logoFileId, fileId),
      eq(customers.productContentFileId, fileId),
      eq(customers.brochureFileId, fileId),
    );
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(inArray(customers.id, [...ids]), holds))
      .limit(1);
    return row !== undefined;
  };
