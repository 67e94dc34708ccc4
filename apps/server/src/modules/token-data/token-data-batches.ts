import { eq } from 'drizzle-orm';
import { validUptoDateOf } from '@veritag/domain';
import type { BatchDescriber } from '../codes';
import { tokenData } from './token-data.table';

/**
 * A token file's codes as the flows that take codes read them (the scan page, the blacklist,
 * Link QrCode): the purchase order's company and customer, released once the token file is
 * COMPLETED, and expired after the `validUpto` day the file prints on every row (UTC, as the file
 * computes it), from the start of the day after. A token file names no product.
 * Registered by decision 0426: until then no module described this kind, so a token file's codes
 * uploaded to the blacklist or Link QrCode (or scanned) met "No module describes batches".
 */
export const describeTokenDataBatch: BatchDescriber = async (db, id) => {
  const [row] = await db
    .select({
      companyId: tokenData.companyId,
      customerId: tokenData.customerId,
      status: tokenData.status,
      createdOn: tokenData.createdOn,
      validUpto: tokenData.validUpto,
    })
    .from(tokenData)
    .where(eq(tokenData.id, id));
  if (!row) return undefined;
  const lastDay = new Date(`${validUptoDateOf(row.createdOn, row.validUpto)}T00:00:00Z`);
  const expiresAt = new Date(lastDay.getTime() + 24 * 60 * 60 * 1000);
  return {
    companyId: row.companyId,
    customerId: row.customerId,
    released: row.status === 'COMPLETED',
    expiresAt,
  };
};
