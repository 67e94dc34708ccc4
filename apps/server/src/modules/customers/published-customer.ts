import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from './customers.table';

/**
 * The part of a customer its public video page shows: the name, the message on scan and the
 * links the customer enabled. Nothing else (contacts, email, settings) ever leaves here.
 */
export async function publishedCustomer(db: Db, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
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
