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
import type { CustomerMessagesByLanguage } from '@veritag/domain';
import { companyKey } from '../companies';
import { storedFileKey } from '../files';

/** Spec 000 section 3 switches, stored as plain booleans. */
const flag = (name: string) => boolean(name).notNull().default(false);

/**
 * Customers and business partners of a company (spec 000 sections 3-5), told apart by
 * company_type. The six list columns carry trigram indexes: the list's Contains filters and
 * global search are ILIKE '%text%', which a b-tree cannot serve (pnpm bench search).
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'restrict' }),
    companyType: text('company_type').notNull().default('Customer'),
    companyName: text('company_name').notNull(),
    mobileNo: text('mobile_no'),
    email: text('email'),
    address: text('address'),
    companyCode: text('company_code').notNull(),
    messageOnScan: text('message_on_scan'),
    textForMicrosite: text('text_for_microsite'),
    /** messageOnScan and textForMicrosite in other scan languages (decision 0469): `{ field: { lang: text } }`. */
    messagesByLanguage: jsonb('messages_by_language')
      .$type<CustomerMessagesByLanguage>()
      .notNull()
      .default({}),
    androidAppLink: text('android_app_link'),
    iosAppLink: text('ios_app_link'),
    websiteLink: text('website_link'),
    linkedinLink: text('linkedin_link'),
    instragramLink: text('instragram_link'),
    youtubeLink: text('youtube_link'),
    websiteLinkEnable: flag('website_link_enable'),
    linkedinLinkEnable: flag('linkedin_link_enable'),
    instargramLinkEnable: flag('instargram_link_enable'),
    youtubeLinkEnable: flag('youtube_link_enable'),
    productContentUrlEnable: flag('product_content_url_enable'),
    brochureUrlEnable: flag('brochure_url_enable'),
    advanceWorkflow: flag('advance_workflow'),
    authenticateViaCode: flag('authenticate_via_code'),
    micrositeEnable: flag('microsite_enable'),
    logoFileId: uuid('logo_file_id').references(storedFileKey, { onDelete: 'restrict' }),
    productContentFileId: uuid('product_content_file_id').references(storedFileKey, {
      onDelete: 'restrict',
    }),
    brochureFileId: uuid('brochure_file_id').references(storedFileKey, { onDelete: 'restrict' }),
    /** Email Config Settings without the mail password, which lives sealed beside it. */
    emailConfig: jsonb('email_config'),
    emailPasswordSealed: text('email_password_sealed'),
    /** The video page's address (decision 0332): random, so one link does not lead to the next. */
    publicId: text('public_id').notNull(),
    /**
     * The page also answers at the numeric id: set by the migration on the customers that existed
     * before public ids, whose QR codes may already be printed; never on a new customer.
     */
    numericVideoLink: flag('numeric_video_link'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_public_id_key').on(t.publicId),
    // The list's default order (newest first) read straight from an index: a Contains that
    // matches most rows finds its first page in the first rows instead of sorting them all.
    index('customers_company_type_created_idx').on(t.companyId, t.companyType, t.createdDate, t.id),
    index('customers_company_name_trgm').using('gin', t.companyName.op('gin_trgm_ops')),
    index('customers_mobile_no_trgm').using('gin', t.mobileNo.op('gin_trgm_ops')),
    index('customers_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_address_trgm').using('gin', t.address.op('gin_trgm_ops')),
    index('customers_company_code_trgm').using('gin', t.companyCode.op('gin_trgm_ops')),
    index('customers_message_on_scan_trgm').using('gin', t.messageOnScan.op('gin_trgm_ops')),
  ],
);
