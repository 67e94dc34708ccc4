import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Page, Plant, PlantForm, PlantOption, ProductOption } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { ListQuery } from '../../db/list-page';
import { badRequest, fieldError, notFound } from '../../http/problem';
import { scopeConditions, type OwnScope, type Scope } from '../../platform/access';
import type { ContactPeopleService } from '../contact-people';
import { customerRefs } from '../customers';
import { productRefs, type ProductRef } from '../products';
import { plantPage, type PlantColumn } from './plant-list';
import { plantProductRowsOf, plantProductsOf, replacePlantProducts } from './plant-products';
import { plantProducts, plants } from './plants.table';

/** The kind plants' contact persons are saved under; the routes register it with its privilege. */
export const plantContacts = 'plant';

const columns = {
  id: plants.id,
  companyId: plants.companyId,
  customerId: plants.customerId,
  plantCode: plants.plantCode,
  name: plants.name,
  address: plants.address,
  allowAllProduct: plants.allowAllProduct,
};
type Row = { [K in keyof typeof columns]: (typeof plants.$inferSelect)[K] };

const customerLocked = 'The customer of a plant cannot be changed';
const asOption = (product: ProductRef): ProductOption => ({
  id: product.id,
  productCode: product.productCode,
  productName: product.productName,
  labelSize: product.labelSize,
});

/**
 * Plants of a company with their product rows and contact persons. `scope` null means every
 * company; a user limited to some customers reaches only those customers' plants.
 */
export function plantsService(db: Db, contacts: ContactPeopleService) {
  const inScope = (scope: Scope, ...more: (SQL | undefined)[]) =>
    and(...scopeConditions(scope, plants.companyId, plants.customerId), ...more);
  const ownerOf = (row: Row) => ({ kind: plantContacts, id: row.id, companyId: row.companyId });

  const find = async (tx: Db, scope: Scope, id: number): Promise<Row> => {
    const [row] = await tx
      .select(columns)
      .from(plants)
      .where(inScope(scope, eq(plants.id, id)));
    if (!row) throw notFound('Plant');
    return row;
  };
  /** The plant's own fields and its customer, as a page of the list shows them. */
  const summaries = async (tx: Db, rows: Row[]) => {
    const customers = new Map<number, { id: number; companyName: string }>();
    for (const id of new Set(rows.map((row) => row.customerId))) {
      const customer = await customerRefs.find(tx, null, id);
      customers.set(id, { id: customer.id, companyName: customer.companyName });
    }
    return rows.map((row) => ({
      id: row.id,
      plantCode: row.plantCode,
      name: row.name,
      address: row.address,
      allowAllProduct: row.allowAllProduct,
      customer: customers.get(row.customerId)!,
    }));
  };
  const get = async (scope: Scope, id: number, tx: Db = db): Promise<Plant> => {
    const row = await find(tx, scope, id);
    const [summary] = await summaries(tx, [row]);
    const people = await contacts.listFor(tx, plantContacts, [row.id]);
    return {
      ...summary!,
      plantProducts: await plantProductsOf(tx, row),
      contectPersons: people.get(row.id) ?? [],
    };
  };
  /** The plant's fields and rows, then its contact persons: one transaction, all or nothing. */
  const saveParts = async (tx: Db, row: Row, form: PlantForm) => {
    await replacePlantProducts(tx, row, form);
    await contacts.replaceFor(tx, ownerOf(row), form.contectPersons);
  };
  const fieldsOf = (form: PlantForm) => ({
    plantCode: form.plantCode,
    name: form.name,
    address: form.address,
    allowAllProduct: form.allowAllProduct,
  });

  return {
    /** A page of plants with their customers, searched, filtered and sorted on the server. */
    list: (scope: Scope, query: ListQuery<PlantColumn>): Promise<Page<Plant>> =>
      plantPage(db, scope, query, inScope),
    get,

    /** The customer must be one of the caller's (404 otherwise); `scope` names the company. */
    async create(scope: OwnScope, form: PlantForm): Promise<Plant> {
      const companyId = typeof scope === 'number' ? scope : scope.companyId;
      return db.transaction(async (tx) => {
        const customer = await customerRefs.find(tx, scope, form.customer);
        const [row] = await tx
          .insert(plants)
          .values({ companyId, customerId: customer.id, ...fieldsOf(form) })
          .returning(columns);
        await saveParts(tx, row!, form);
        return get(companyId, row!.id, tx);
      });
    },

    /** The edit form's schema requires the id; without one there is no plant to find. */
    async update(scope: Scope, form: PlantForm): Promise<Plant> {
      return db.transaction(async (tx) => {
        const row = await find(tx, scope, form.id ?? 0);
        // The form locks the customer on edit: its products are what the rows point at.
        if (form.customer !== row.customerId)
          throw badRequest(`Invalid customer: ${customerLocked}`, [
            fieldError('customer', customerLocked),
          ]);
        await tx
          .update(plants)
          .set({ ...fieldsOf(form), lastModifiedDate: new Date() })
          .where(eq(plants.id, row.id));
        await saveParts(tx, row, form);
        return get(scope, row.id, tx);
      });
    },

    async remove(scope: Scope, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(plants)
          .where(inScope(scope, eq(plants.id, id)))
          .returning(columns);
        if (!row) throw notFound('Plant');
        await contacts.removeFor(tx, ownerOf(row));
      });
    },

    /** `POST plants/product/delete`: one saved product row, at once, if its plant is in scope. */
    async removeProduct(scope: Scope, id: number): Promise<void> {
      const [row] = await db
        .select({ id: plantProducts.id })
        .from(plantProducts)
        .innerJoin(plants, eq(plants.id, plantProducts.plantId))
        .where(inScope(scope, eq(plantProducts.id, id)));
      if (!row) throw notFound('Plant product');
      await db.delete(plantProducts).where(eq(plantProducts.id, row.id));
    },

    /** The company's plants as options (those of the caller's customers when limited), by name. */
    async names(scope: Scope): Promise<PlantOption[]> {
      return db
        .select({ id: plants.id, name: plants.name })
        .from(plants)
        .where(inScope(scope))
        .orderBy(asc(plants.name), asc(plants.id));
    },

    /** A customer's plants as options; the customer must be in the caller's scope. */
    async ofCustomer(scope: Scope, customerId: number): Promise<PlantOption[]> {
      const customer = await customerRefs.find(db, scope, customerId);
      return db
        .select({ id: plants.id, name: plants.name })
        .from(plants)
        .where(inScope(scope, eq(plants.customerId, customer.id)))
        .orderBy(asc(plants.name), asc(plants.id));
    },

    /** Whether the plant is one of these customers' (then so are its contact persons). */
    async isOfCustomers(id: number, customerIds: readonly number[]): Promise<boolean> {
      const [row] = await db
        .select({ id: plants.id })
        .from(plants)
        .where(inScope({ companyId: null, customerIds }, eq(plants.id, id)));
      return row !== undefined;
    },

    /** `products/{plantId}/plant`: with All Product Add every product of the plant's customer, else its rows' products. */
    async products(scope: Scope, plantId: number): Promise<ProductOption[]> {
      const plant = await find(db, scope, plantId);
      if (plant.allowAllProduct)
        return (await productRefs.ofCustomer(db, plant.customerId)).map(asOption);
      return (await plantProductRowsOf(db, plant)).map((row) => asOption(row.product));
    },

    /**
     * A plant of the caller's scope and a product it makes, as a print run names them, with the
     * labels per roll of that plant's row for the product (null under All Product Add without a
     * row): 404 for a plant or product out of reach, 400 for a product the plant does not make.
     */
    async productAt(scope: Scope, plantId: number, productId: number) {
      const plant = await find(db, scope, plantId);
      const product = await productRefs.find(db, scope, productId);
      const [row] = await db
        .select({ noOfLabelPerRoll: plantProducts.noOfLabelPerRoll })
        .from(plantProducts)
        .where(and(eq(plantProducts.plantId, plant.id), eq(plantProducts.productId, product.id)));
      const made =
        row !== undefined || (plant.allowAllProduct && product.customerId === plant.customerId);
      if (!made)
        throw badRequest(
          `The plant ${plant.name} does not make the product ${product.productCode}`,
          [fieldError('product', 'Choose a product of the plant')],
        );
      return {
        plant: { id: plant.id, name: plant.name, customerId: plant.customerId },
        product,
        labelsPerRoll: row?.noOfLabelPerRoll ?? null,
      };
    },
  };
}
export type PlantsService = ReturnType<typeof plantsService>;
