import { bigint, index, integer, pgTable, pgView, text, timestamp } from 'drizzle-orm/pg-core';
import { companyKey } from '../companies';
import { productKey } from '../products';

/**
 * Link QrCode (spec 002): the product an issued code stands for when it is not its batch's.
 * One row per code; linking it again replaces the product and says who did it and when
 * (`relinked_from` keeps the product it had before, so a relink is visible, not silent).
 * The scan page reads a code's row by its key on every scan, through the linkedCodes view.
 */
export const codeProductLinks = pgTable(
  'code_product_links',
  {
    /**
     * The code (codes.id). No foreign key, as code_blacklist has none: rows are only written for
     * codes just read from codes in the same transaction, and codes are never deleted.
     */
    codeId: bigint('code_id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull().references(productKey, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(companyKey, { onDelete: 'cascade' }),
    /** The customer the code's batch (and the product) belongs to: a limited user's reach. */
    customerId: integer('customer_id').notNull(),
    /** The product the code was linked to before this link, or null for its first link. */
    relinkedFrom: integer('relinked_from'),
    /** A login, as the audit trail keeps them: the row must still say who after the user is gone. */
    linkedBy: text('linked_by').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('code_product_links_product_idx').on(t.productId),
    index('code_product_links_company_idx').on(t.companyId, t.linkedAt),
  ],
);

/**
 * This module's named read for the scan's one lookup (scans/scan-store.ts): each linked code
 * and the product it stands for, joined by the primary key. Joined rather than asked through
 * the service, so a scan stays one round trip (a query of its own cost the scan endpoint a third
 * of its requests on PGlite); never cached, so a relink shows at once.
 */
export const linkedCodes = pgView('linked_codes').as((qb) =>
  qb
    .select({ codeId: codeProductLinks.codeId, productId: codeProductLinks.productId })
    .from(codeProductLinks),
);
