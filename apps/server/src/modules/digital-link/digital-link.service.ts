import type { DigitalLinkKey } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { CodesService } from '../codes';
import type { LookupBudget, PublicClient } from '../public-limits';
import { productRefs, type ProductRef } from '../products';
import { linkLevelsOf, type LinkLevel } from './resolver-links';

interface Deps {
  db: Db;
  codes: Pick<CodesService, 'find' | 'describeBatch'>;
  /** The scan page's budget (the public limits' door): a serial's resolution spends from it as a scan does. */
  lookups: Pick<LookupBudget, 'begin'>;
  publicBaseUrl: string;
}

/** What the resolver knows of a key: its links, or why it knows none (a 404's title). */
export type Resolution = { levels: LinkLevel[] } | { unknown: string };

/**
 * The key of a GS1 Digital Link as the platform knows it. A serial is a code the platform
 * issued to a released batch of a product that carries this GTIN; a GTIN alone is the one
 * product that carries it. Qualifiers the platform keeps nothing for (22, 10) add no level of
 * links: the standard falls back to the levels above them.
 */
export function digitalLinkService({ db, codes, lookups, publicBaseUrl }: Deps) {
  async function productOfSerial(gtin: string, serial: string): Promise<ProductRef | undefined> {
    const code = await codes.find(db, serial);
    if (!code) return undefined;
    const batch = await codes.describeBatch(db, code.batch);
    // A batch still generating was never handed to a press: its codes are not on any label yet.
    if (!batch?.released || batch.productId === undefined) return undefined;
    const product = await productRefs.find(db, null, batch.productId);
    return product.gtin === gtin ? product : undefined;
  }

  return {
    /**
     * A serial's answer says whether the platform issued it, so it is a lookup like a scan
     * (decision 0340): charged to the client's budget first, a miss at a miss's price, and counted
     * towards a flood of the company that owns the GTIN (a GTIN names its brand).
     */
    async resolve(key: DigitalLinkKey, client: PublicClient): Promise<Resolution> {
      if (key.serial !== undefined) {
        const owners = await productRefs.withGtin(db, key.gtin);
        const scope = owners.length === 1 ? { companyId: owners[0]!.companyId } : undefined;
        const ticket = await lookups.begin(client, scope);
        const product = await productOfSerial(key.gtin, key.serial);
        if (!product) {
          await ticket.unknown(scope);
          return { unknown: 'No product with this GTIN has this serial number' };
        }
        await ticket.known();
        return { levels: linkLevelsOf(publicBaseUrl, { key, product }) };
      }
      const products = await productRefs.withGtin(db, key.gtin);
      if (products.length === 0) return { unknown: 'No product has this GTIN' };
      // Two companies claim the GTIN: the resolver cannot tell whose page is meant.
      if (products.length > 1)
        return {
          unknown: 'This GTIN is claimed by more than one company: scan a serialised code instead',
        };
      const levels = linkLevelsOf(publicBaseUrl, { key, product: products[0]! });
      return levels.length > 0 ? { levels } : { unknown: 'No page is published for this GTIN' };
    },
  };
}
export type DigitalLinkService = ReturnType<typeof digitalLinkService>;
