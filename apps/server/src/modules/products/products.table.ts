import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductMessagesByLanguage } from '@veritag/domain';
import { companyKey } from '../companies';
import { customerKey } from '../customers';
import { storedFileKey } from '../files';

const flag = (name: string) => boolean(name).notNull().default(false);
const image = (name: string) => uuid(name).references(storedFileKey, { onDelete: 'restrict' });

/**
 * Products of a customer (spec 002 sections 3-5). The company is kept beside the customer so
 * every list filters on one indexed column; the list's text columns carry trigram indexes for
 * Contains and the global search (pnpm bench search). Months are the first day of the month.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    customerId: integer('customer_id').notNull().references(customerKey, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productSrNo: text('product_sr_no').notNull(),
    productCode: text('product_code').notNull(),
    productDescription: text('product_description').notNull(),
    labelSize: text('label_size').notNull(),
    labelSpecification: text('label_specification').notNull(),
    productLink: text('product_link'),
    gtin: text('gtin'),
    offerCode: text('offer_code'),
    authenticationMsg: text('authentication_msg').notNull(),
    fontName: text('font_name'),
    fontSize: integer('font_size'),
    color: text('color').notNull(),
    mfgDate: timestamp('mfg_date', { mode: 'string' }),
    expiryDate: timestamp('expiry_date', { mode: 'string' }),
    countOfScanning: integer('count_of_scanning'),
    customTextPostScan: text('custom_text_post_scan'),
    customTextOnIdentification: text('custom_text_on_identification'),
    customTextForRegistration: text('custom_text_for_registration'),
    customTextOnLastPage: text('custom_text_on_last_page'),
    videoLinkOnLastPage: text('video_link_on_last_page'),
    loyaltyPoints: integer('loyalty_points'),
    offersPageLink: text('offers_page_link'),
    allowNumberOfScans: integer('allow_number_of_scans'),
    msgAfterScanExceded: text('msg_after_scan_exceded'),
    warrantyLink: text('warranty_link'),
    /** The shopper-facing messages in other scan languages (decision 0469): `{ field: { lang: text } }`. */
    messagesByLanguage: jsonb('messages_by_language')
      .$type<ProductMessagesByLanguage>()
      .notNull()
      .default({}),
    authenticationActivated: flag('authentication_activated'),
    captureUserData: flag('capture_user_data'),
    showProductImage: flag('show_product_image'),
    userInvoiceUpload: flag('user_invoice_upload'),
    isColor: flag('is_color'),
    checkCountOfScan: flag('check_count_of_scan'),
    showMfgDate: flag('show_mfg_date'),
    showExpiryDate: flag('show_expiry_date'),
    enableWarranty: flag('enable_warranty'),
    showOffers: flag('show_offers'),
    staticQr: flag('static_qr'),
    enableLoyaltyPoints: flag('enable_loyalty_points'),
    productImage: image('product_image_file_id'),
    labelImageUrl: image('label_image_file_id'),
    imageOnIdentification: image('image_on_identification_file_id'),
    imageOnOtp: image('image_on_otp_file_id'),
    imageOnRegistration: image('image_on_registration_file_id'),
    imageOnUploadInvoice: image('image_on_upload_invoice_file_id'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.id),
    // The list's default order (newest first) read straight from an index: a Contains that
    // matches most rows finds its first page in the first rows instead of sorting them all.
    index('products_company_created_idx').on(t.companyId, t.createdDate, t.id),
    index('products_customer_idx').on(t.customerId),
    // One product per GTIN in a company (a 409 otherwise); the resolver finds a GTIN's product by it.
    uniqueIndex('products_company_gtin_key').on(t.companyId, t.gtin),
    index('products_gtin_idx').on(t.gtin),
    index('products_product_code_trgm').using('gin', t.productCode.op('gin_trgm_ops')),
    index('products_product_name_trgm').using('gin', t.productName.op('gin_trgm_ops')),
    index('products_label_specification_trgm').using(
      'gin',
      t.labelSpecification.op('gin_trgm_ops'),
    ),
    index('products_label_size_trgm').using('gin', t.labelSize.op('gin_trgm_ops')),
  ],
);
