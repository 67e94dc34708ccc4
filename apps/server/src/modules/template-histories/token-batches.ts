import { eq } from 'drizzle-orm';
import type { BatchDescriber } from '../codes';
import type { TemplatesService } from '../templates';
import { templateHistories } from './template-histories.table';

/**
 * A token batch's codes for the scan side: released once the batch has COMPLETED, and expired
 * after the month its labels print as the expiry (the batch's month plus its expiration
 * months): from the first day of the month after. A token batch names no product. Its PO number
 * is its printed batch only when the batch's design revision places the PO Number component:
 * this platform drew those labels, so it knows what they print (decision 0470).
 */
export const tokenBatchDescriber =
  (templates: Pick<TemplatesService, 'revisionPlaces'>): BatchDescriber =>
  async (db, id) => {
    const [batch] = await db
      .select({
        companyId: templateHistories.companyId,
        customerId: templateHistories.customerId,
        status: templateHistories.status,
        createdDate: templateHistories.createdDate,
        expirationMonths: templateHistories.expirationMonths,
        revisionId: templateHistories.revisionId,
        poNumber: templateHistories.poNumber,
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
    const poNumber = batch.poNumber?.trim();
    const printedBatch =
      poNumber && (await templates.revisionPlaces(db, batch.revisionId, 'PO Number'))
        ? poNumber
        : undefined;
    return {
      companyId: batch.companyId,
      customerId: batch.customerId,
      released: batch.status === 'COMPLETED',
      expiresAt,
      ...(printedBatch ? { printedBatch } : {}),
    };
  };
