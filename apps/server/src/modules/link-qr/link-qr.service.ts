import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { UploadedFile } from '../../http/multipart';
import { badRequest, fieldError } from '../../http/problem';
import { ownCompany, recordScope, type Caller } from '../../platform/access';
import { codesOfFile } from '../../platform/code-files';
import type { CodesService } from '../codes';
import { customerRefs } from '../customers';
import type { PlantsService } from '../plants';
import { codeProductLinks } from './code-product-links.table';

/** How many refused codes a refusal names; the rest are counted. */
const namedInRefusal = 5;

/** The form's choices, as the contract reads them: the customer only when the screen shows it (admins). */
export interface LinkQrChoice {
  customer?: number | undefined;
  plant: number;
  product: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const rowsOf = async (tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Link QrCode (spec 002): the codes of a file are linked to a product a plant of the customer
 * makes, all of them or none; the scan page then shows that product for them.
 */
export function linkQrService({
  db,
  codes,
  plants,
  clock,
}: {
  db: Db;
  codes: CodesService;
  plants: PlantsService;
  clock: () => Date;
}) {
  return {
    /**
     * Links every code of the file to the product. The plant and product must be in the caller's
     * reach, the plant the customer's and the product one the plant makes; every code must be
     * an issued code of the company whose batch is the customer's, else the whole file is
     * refused (naming a few) and nothing is linked. A code linked before takes the new product.
     */
    async link(
      caller: Caller,
      choice: LinkQrChoice,
      file: UploadedFile,
    ): Promise<{ message: string }> {
      const companyId = ownCompany(caller);
      const scope = recordScope(caller);
      const { plant, product } = await plants.productAt(scope, choice.plant, choice.product);
      // A limited user's customer is the one of the plant in their reach; an admin's is the chosen one.
      const customer = await customerRefs.find(db, scope, choice.customer ?? plant.customerId);
      if (plant.customerId !== customer.id)
        throw badRequest(`The plant ${plant.name} is not a plant of ${customer.companyName}`, [
          fieldError('plant', 'Choose a plant of the customer'),
        ]);
      if (product.customerId !== customer.id)
        throw badRequest(
          `The product ${product.productCode} is not a product of ${customer.companyName}`,
          [fieldError('product', 'Choose a product of the customer')],
        );
      const wanted = await codesOfFile(file, 'files');

      return db.transaction(async (tx) => {
        const own = (await codes.findMany(tx, wanted)).filter(
          (code) => code.companyId === companyId,
        );
        const customerOf = await codes.customersOfBatches(tx, own);
        const linkable = own.filter((code) => customerOf(code.batch) === customer.id);
        if (linkable.length < wanted.length) {
          const found = new Set(linkable.map((code) => code.code));
          throw refusal(
            wanted.filter((code) => !found.has(code)),
            customer.companyName,
          );
        }
        await rowsOf(
          tx,
          sql`insert into ${codeProductLinks} (code_id, product_id, company_id, customer_id, linked_by, linked_at)
              select code_id, ${product.id}, ${companyId}, ${customer.id}, ${caller.login}, ${clock().toISOString()}::timestamptz
                from unnest(string_to_array(${linkable.map((code) => code.id).join(',')}, ',')::bigint[]) as asked(code_id)
              on conflict (code_id) do update
                 set relinked_from = case when code_product_links.product_id <> excluded.product_id then code_product_links.product_id else code_product_links.relinked_from end,
                     product_id = excluded.product_id, customer_id = excluded.customer_id,
                     linked_by = excluded.linked_by, linked_at = excluded.linked_at`,
        );
        return {
          message: `${counted(linkable.length, 'code', 'codes')} linked to ${product.productName} (${product.productCode})`,
        };
      });
    },

    /**
     * For the scan side: the product a code is linked to, if any. One read of the key on every
     * scan, never cached, so a relink shows at the next scan.
     */
    /** The code's link as a code's history tells it: the product, who linked it and when. */
    async linkOf(
      reader: Db,
      codeId: number,
    ): Promise<
      | { productId: number; linkedBy: string; linkedAt: Date; relinkedFrom: number | null }
      | undefined
    > {
      const [row] = await reader
        .select({
          productId: codeProductLinks.productId,
          linkedBy: codeProductLinks.linkedBy,
          linkedAt: codeProductLinks.linkedAt,
          relinkedFrom: codeProductLinks.relinkedFrom,
        })
        .from(codeProductLinks)
        .where(eq(codeProductLinks.codeId, codeId));
      return row;
    },
  };
}
export type LinkQrService = ReturnType<typeof linkQrService>;

/** Never issued, another company's and another customer's read the same: nobody learns whose a code is. */
function refusal(refused: string[], customerName: string) {
  const named = refused.slice(0, namedInRefusal).join(', ');
  const more =
    refused.length > namedInRefusal
      ? ` and ${(refused.length - namedInRefusal).toLocaleString('en-US')} more`
      : '';
  const which =
    refused.length === 1
      ? '1 code of the file is not a code'
      : `${refused.length.toLocaleString('en-US')} codes of the file are not codes`;
  const title = `${which} of ${customerName}: ${named}${more}. Nothing was linked`;
  return badRequest(title, [fieldError('files', title)]);
}
