import { eq } from 'drizzle-orm';
import type { CustomerMessagesByLanguage, ScanPageCustomer } from '@veritag/domain';
import type { Db } from '../../db/database';
import { customers } from './customers.table';

const text = (value: string | null) => (value?.trim() ? value : undefined);

/**
 * A customer's scan page part in its default texts, with the messages in other languages
 * beside it: the scan side picks the shopper's language per scan (decision 0469), so one
 * cached source serves every language.
 */
export interface ScanPageCustomerSource {
  page: ScanPageCustomer;
  messagesByLanguage: CustomerMessagesByLanguage;
}

/**
 * The part of a customer a scan page of its codes shows (spec 000 customers): the name, the
 * message on scan, the microsite text, the logo, and only the links and files the customer
 * enabled. App links have no switch of their own: they show when filled in. Contacts, mail
 * settings and the rest never leave here. File ids become URLs through `fileUrl`. The
 * messages in other languages come beside the page, for the scan side to pick from.
 */
export async function scanPageCustomer(
  db: Db,
  id: number,
  fileUrl: (fileId: string) => string,
): Promise<ScanPageCustomerSource | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return undefined;
  const links: ScanPageCustomer['links'] = [];
  const add = (
    kind: ScanPageCustomer['links'][number]['kind'],
    enabled: boolean,
    url: string | null,
  ) => {
    if (enabled && text(url)) links.push({ kind, url: url!.trim() });
  };
  add('website', row.websiteLinkEnable, row.websiteLink);
  add('linkedin', row.linkedinLinkEnable, row.linkedinLink);
  add('instagram', row.instargramLinkEnable, row.instragramLink);
  add('youtube', row.youtubeLinkEnable, row.youtubeLink);
  add('android', true, row.androidAppLink);
  add('ios', true, row.iosAppLink);
  const page: ScanPageCustomer = {
    name: row.companyName,
    messageOnScan: text(row.messageOnScan),
    textForMicrosite: text(row.textForMicrosite),
    logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : undefined,
    links,
    productContentUrl:
      row.productContentUrlEnable && row.productContentFileId
        ? fileUrl(row.productContentFileId)
        : undefined,
    brochureUrl:
      row.brochureUrlEnable && row.brochureFileId ? fileUrl(row.brochureFileId) : undefined,
  };
  return { page, messagesByLanguage: row.messagesByLanguage };
}
