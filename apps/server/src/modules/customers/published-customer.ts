import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isPublicId, numericIdOf } from './customer-public-id';
import { customers } from './customers.table';

/** The customer a page id names: its public id, or the numeric id of a customer that kept that link. */
const pageIdCondition = (pageId: string) => {
  if (isPublicId(pageId)) return eq(customers.publicId, pageId);
  const id = numericIdOf(pageId);
  // A new customer's numeric id finds nothing, exactly as an unknown one: the same query either way.
  return id === undefined
    ? undefined
    : and(eq(customers.id, id), eq(customers.numericVideoLink, true));
};

/**
 * The part of a customer its public video page shows: the name, the message on scan and the
 * links the customer enabled. Nothing else (contacts, email, settings) ever leaves here.
 */
export async function publishedCustomer(db: Db, pageId: string) {
  const where = pageIdCondition(pageId);
  if (!where) return undefined;
  const [row] = await db.select().from(customers).where(where);
  if (!row) return undefined;
  const link = (enabled: boolean, url: string | null) => (enabled && url ? url : undefined);
  return {
    companyName: row.companyName,
    message: row.messageOnScan ?? undefined,
    links: {
      Website: link(row.websiteLinkEnable, row.websiteLink),
      LinkedIn: link(row.linkedinLinkEnable, row.linkedinLink),
      Instagram: link(row.instargramLinkEnable, row.instragramLink),
      YouTube: link(row.youtubeLinkEnable, row.youtubeLink),
    },
  };
}
