import { eq } from 'drizzle-orm';
import type { BatchDescriber } from '../codes';
import { printData } from './print-data.table';

/**
 * A print run's codes for the scan side: released once its file generation has COMPLETED,
 * standing for the run's product, and without an expiry of their own (the product's expiry
 * date is what the scan page shows).
 */
export const describePrintRunBatch: BatchDescriber = async (db, id) => {
  const [run] = await db
    .select({
      companyId: printData.companyId,
      customerId: printData.customerId,
      productId: printData.productId,
      genStatus: printData.genStatus,
    })
    .from(printData)
    .where(eq(printData.id, id));
  return (
    run && {
      companyId: run.companyId,
      customerId: run.customerId,
      productId: run.productId,
      released: run.genStatus === 'COMPLETED',
    }
  );
};
