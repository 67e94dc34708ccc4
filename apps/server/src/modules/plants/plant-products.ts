import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { PlantForm } from '@veritag/domain';
import type { Db } from '../../db/database';
import { badRequest, fieldError, notFound } from '../../http/problem';
import { productRefs, type ProductRef } from '../products';
import { plantProducts } from './plants.table';

/** The plant a set of product rows belongs to. */
export interface ProductRowsOwner {
  id: number;
  companyId: number;
  customerId: number;
}
export interface SavedPlantProduct {
  id: number;
  product: { id: number; productCode: string };
  noOfLabelPerRoll: number;
}

/** Messages of the rules the server adds to the form's (ours: spec 002 is silent on them). */
export const plantProductMessages = {
  otherCustomer: "Choose one of the plant's customer's products",
  locked: 'The product of a saved plant product cannot be changed',
  twice: 'This product is already in the plant',
} as const;

const refuse = (field: string, detail: string) =>
  badRequest(`Invalid ${field}: ${detail}`, [fieldError(field, detail)]);

/**
 * Makes a plant's product rows those of the form, inside the plant's transaction: a row with
 * an id keeps its product (the form locks it) and takes the new labels per roll; a row
 * without one is added, its product in the caller's company (404) and the plant's customer
 * (400); saved rows left out are removed. With All Product Add on the form sends no rows and
 * the saved ones are kept, so turning it off again brings them back.
 */
export async function replacePlantProducts(
  tx: Db,
  plant: ProductRowsOwner,
  form: Pick<PlantForm, 'allowAllProduct' | 'plantProducts'>,
): Promise<void> {
  if (form.allowAllProduct) return;
  const saved = new Map(
    (
      await tx
        .select({ id: plantProducts.id, productId: plantProducts.productId })
        .from(plantProducts)
        .where(eq(plantProducts.plantId, plant.id))
    ).map((row) => [row.id, row.productId]),
  );
  const seen = new Set<number>();
  for (const [index, row] of form.plantProducts.entries()) {
    const field = `plantProducts.${index}.product`;
    if (row.id !== undefined) {
      const productId = saved.get(row.id);
      if (productId === undefined) throw notFound('Plant product');
      if (productId !== row.product) throw refuse(field, plantProductMessages.locked);
    } else {
      const product = await productRefs.find(tx, plant.companyId, row.product);
      if (product.customerId !== plant.customerId)
        throw refuse(field, plantProductMessages.otherCustomer);
    }
    if (seen.has(row.product)) throw refuse(field, plantProductMessages.twice);
    seen.add(row.product);
  }

  const keptIds = form.plantProducts.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  // Removed first: a product taken out and added again as a new row does not meet itself.
  await tx
    .delete(plantProducts)
    .where(
      and(
        eq(plantProducts.plantId, plant.id),
        keptIds.length > 0 ? notInArray(plantProducts.id, keptIds) : undefined,
      ),
    );
  for (const row of form.plantProducts) {
    if (row.id !== undefined)
      await tx
        .update(plantProducts)
        .set({ noOfLabelPerRoll: row.noOfLabelPerRoll })
        .where(eq(plantProducts.id, row.id));
  }
  const added = form.plantProducts.filter((row) => row.id === undefined);
  if (added.length > 0) {
    await tx.insert(plantProducts).values(
      added.map((row) => ({
        plantId: plant.id,
        productId: row.product,
        noOfLabelPerRoll: row.noOfLabelPerRoll,
      })),
    );
  }
}

/** A plant's saved product rows with their products, oldest first. */
export async function plantProductRowsOf(
  tx: Db,
  plant: ProductRowsOwner,
): Promise<{ id: number; noOfLabelPerRoll: number; product: ProductRef }[]> {
  const rows = await tx
    .select({
      id: plantProducts.id,
      productId: plantProducts.productId,
      noOfLabelPerRoll: plantProducts.noOfLabelPerRoll,
    })
    .from(plantProducts)
    .where(eq(plantProducts.plantId, plant.id))
    .orderBy(asc(plantProducts.id));
  const result = [];
  for (const row of rows)
    result.push({
      id: row.id,
      noOfLabelPerRoll: row.noOfLabelPerRoll,
      product: await productRefs.find(tx, plant.companyId, row.productId),
    });
  return result;
}

/** The rows as the plant reply carries them: the product by id and code. */
export async function plantProductsOf(
  tx: Db,
  plant: ProductRowsOwner,
): Promise<SavedPlantProduct[]> {
  return (await plantProductRowsOf(tx, plant)).map(({ id, noOfLabelPerRoll, product }) => ({
    id,
    product: { id: product.id, productCode: product.productCode },
    noOfLabelPerRoll,
  }));
}
