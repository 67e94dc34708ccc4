import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Packaging,
  PackagingForm,
  PackagingLevel,
  PackagingLevelRecord,
  Page,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listFilter, listOrder, pageOf, type ListQuery } from '../../db/list-page';
import { notFound } from '../../http/problem';
import { asRecordScope, scopeConditions, type OwnScope, type Scope } from '../../platform/access';
import { productRefs } from '../products';
import { packagings, type StoredPackagingConfig } from './packaging.table';

const searchable = { name: packagings.name };
const sortable = { ...searchable, createdDate: packagings.createdDate };
const columns = {
  id: packagings.id,
  companyId: packagings.companyId,
  productId: packagings.productId,
  name: packagings.name,
  enabled: packagings.enabled,
  packagingConfig: packagings.packagingConfig,
  createdDate: packagings.createdDate,
};
type Row = { [K in keyof typeof columns]: (typeof packagings.$inferSelect)[K] };

/** A child level as stored: a blank name is kept as null, and the chain ends without a child key. */
const storedLevel = (level: PackagingLevel): PackagingLevelRecord => ({
  name: level.name ?? null,
  count: level.count,
  ...(level.child ? { child: storedLevel(level.child) } : {}),
});
const storedConfig = (config: PackagingForm['packagingConfig']): StoredPackagingConfig => ({
  parentName: config.parentName,
  count: config.count,
  ...(config.child ? { child: storedLevel(config.child) } : {}),
});

/**
 * Packagings of a company, each for one of its products. `scope` null means every company; a
 * user limited to some customers reaches only packagings of those customers' products.
 */
export function packagingService(db: Db) {
  const inScope = (scope: Scope, ...more: (SQL | undefined)[]) =>
    and(
      ...scopeConditions(scope, packagings.companyId, (customerIds) =>
        productRefs.ofCustomers(packagings.productId, customerIds),
      ),
      ...more,
    );

  const toPackaging = async (tx: Db, row: Row): Promise<Packaging> => {
    const product = await productRefs.find(tx, row.companyId, row.productId);
    return {
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      product: {
        id: product.id,
        productCode: product.productCode,
        productName: product.productName,
      },
      packagingConfig: row.packagingConfig,
      createdDate: row.createdDate.toISOString(),
    };
  };
  const find = async (tx: Db, scope: Scope, id: number): Promise<Row> => {
    const [row] = await tx
      .select(columns)
      .from(packagings)
      .where(inScope(scope, eq(packagings.id, id)));
    if (!row) throw notFound('Packaging');
    return row;
  };
  const fieldsOf = (form: PackagingForm, productId: number) => ({
    name: form.name,
    enabled: form.enabled,
    productId,
    packagingConfig: storedConfig(form.packagingConfig),
  });

  return {
    /** A page of packagings, searched by name and sorted on the server. */
    async list(scope: Scope, query: ListQuery<'name'>): Promise<Page<Packaging>> {
      const where = inScope(scope, listFilter(searchable, query));
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(packagings)
          .where(where)
          .orderBy(...listOrder(sortable, query.sort, packagings.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(packagings)
          .where(where),
      ]);
      const content: Packaging[] = [];
      for (const row of rows) content.push(await toPackaging(db, row));
      return pageOf(content, total?.n ?? 0, query);
    },

    async get(scope: Scope, id: number): Promise<Packaging> {
      return toPackaging(db, await find(db, scope, id));
    },

    /** The product must be one of the caller's company's and customers' (404 otherwise). */
    async create(scope: OwnScope, form: PackagingForm): Promise<Packaging> {
      const companyId = typeof scope === 'number' ? scope : scope.companyId;
      return db.transaction(async (tx) => {
        const product = await productRefs.find(tx, scope, form.product);
        const [row] = await tx
          .insert(packagings)
          .values({ companyId, ...fieldsOf(form, product.id) })
          .returning(columns);
        return toPackaging(tx, row!);
      });
    },

    async update(scope: Scope, form: PackagingForm & { id: number }): Promise<Packaging> {
      return db.transaction(async (tx) => {
        const row = await find(tx, scope, form.id);
        const product = await productRefs.find(
          tx,
          { ...asRecordScope(scope), companyId: row.companyId },
          form.product,
        );
        const [saved] = await tx
          .update(packagings)
          .set({ ...fieldsOf(form, product.id), lastModifiedDate: new Date() })
          .where(eq(packagings.id, row.id))
          .returning(columns);
        return toPackaging(tx, saved!);
      });
    },

    async remove(scope: Scope, id: number): Promise<void> {
      const [row] = await db
        .delete(packagings)
        .where(inScope(scope, eq(packagings.id, id)))
        .returning({ id: packagings.id });
      if (!row) throw notFound('Packaging');
    },
  };
}
export type PackagingService = ReturnType<typeof packagingService>;
