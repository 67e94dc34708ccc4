import { eq } from 'drizzle-orm';
import { hexColorOf, type ProductMessagesByLanguage, type ScanPageProduct } from '@veritag/domain';
import type { Db } from '../../db/database';
import { products } from './products.table';

/** What the scan side needs of a product: what its page shows, and the scan-count rule. */
export interface PublishedProduct {
  page: ScanPageProduct;
  /** checkCountOfScan's allowNumberOfScans: more scan sessions than this reach the limit. */
  allowedSessions?: number;
  limitMessage?: string;
  /** The shown texts in other languages; the scan side picks the shopper's per scan (decision 0469). */
  messagesByLanguage: ProductMessagesByLanguage;
  customerId: number;
  companyId: number;
}

const month = (date: string | null) => (date ? date.slice(0, 7) : undefined);
const text = (value: string | null) => (value?.trim() ? value : undefined);

/**
 * The part of a product its scan page shows, as the product's switches choose (spec 002
 * products): a hidden field is left out, never sent. Image ids become URLs through `fileUrl`
 * (the scan module signs them), so no stored file is reachable without being published.
 */
export async function publishedProduct(
  db: Db,
  id: number,
  fileUrl: (fileId: string) => string,
): Promise<PublishedProduct | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return undefined;
  const image = (fileId: string | null) => (fileId ? fileUrl(fileId) : undefined);
  const capture = row.authenticationActivated && row.captureUserData;
  return {
    customerId: row.customerId,
    companyId: row.companyId,
    allowedSessions:
      row.checkCountOfScan && row.allowNumberOfScans !== null ? row.allowNumberOfScans : undefined,
    limitMessage: text(row.msgAfterScanExceded),
    messagesByLanguage: row.messagesByLanguage,
    page: {
      name: row.productName,
      description: text(row.productDescription),
      authenticationMsg: text(row.authenticationMsg),
      imageUrl: row.showProductImage ? image(row.productImage) : undefined,
      // The label as printed: what the scan page's comparison shows first (decision 0470).
      labelImageUrl: image(row.labelImageUrl),
      // Only a well-formed hex leaves: the page writes it into a style (decision 0470).
      accent: row.isColor ? hexColorOf(row.color) : undefined,
      mfgMonth: row.showMfgDate ? month(row.mfgDate) : undefined,
      expiryMonth: row.showExpiryDate ? month(row.expiryDate) : undefined,
      customTexts: {
        postScan: text(row.customTextPostScan),
        onIdentification: text(row.customTextOnIdentification),
        forRegistration: text(row.customTextForRegistration),
        onLastPage: text(row.customTextOnLastPage),
      },
      videoLinkOnLastPage: text(row.videoLinkOnLastPage),
      offersPageLink: row.showOffers ? text(row.offersPageLink) : undefined,
      warrantyLink: row.enableWarranty ? text(row.warrantyLink) : undefined,
      captureUserData: capture,
      userInvoiceUpload: capture && row.userInvoiceUpload,
      loyaltyPoints:
        row.enableLoyaltyPoints && row.loyaltyPoints !== null ? row.loyaltyPoints : undefined,
      images: {
        onIdentification: image(row.imageOnIdentification),
        onOtp: capture ? image(row.imageOnOtp) : undefined,
        onRegistration: capture ? image(row.imageOnRegistration) : undefined,
        onUploadInvoice:
          capture && row.userInvoiceUpload ? image(row.imageOnUploadInvoice) : undefined,
      },
    },
  };
}
