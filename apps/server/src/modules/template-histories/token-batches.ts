import { eq } from 'drizzle-orm';
import type { BatchDescriber } from '../codes';
import { templateHistories } from './template-histories.table';

/**
 * A token batch's codes for the scan side: released once the batch has COMPLETED, and expired
 * after the month its labels print as the expiry (the batch's month plus its expiration
 * months): from the first day of the month after. A token batch names no product.
 */
export const describeTokenBatch: BatchDescriber = async (db, id) => {
  const [batch] = await db
    .select({
      companyId: templateHistories.companyId,
      customerId: templateHistories.customerId,
      status: templateHistories.status,
      createdDate: templateHistories.createdDate,
      expirationMonths: templateHistories.expirationMonths,
    })
    .from(templateHistories)
    .where(eq(templateHistories.id, id));
  if (!batch) return undefined;
  const made = batch.createdDate;
  const expiresAt =
    batch.expirationMonths === null
      ? undefined
      : new Date(
          Date.UTC(made.getUTCFullYear(), made.getUTCMonth() + batch.expirationMonths + 1, 1),
        );
  return {
    companyId: batch.companyId,
    customerId: batch.customerId,
    released: batch.status === 'COMPLETED',
    expiresAt,
  };
};
