import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  masterProductTokenType,
  type MasterProduct,
  type MasterProductColor,
  type MasterProductForm,
  type Page,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listFilter, listOrder, pageOf, type ListQuery } from '../../db/list-page';
import { notFound } from '../../http/problem';
import { masterProducts } from './master-products.table';

type Column = 'name' | 'color' | 'tokenType' | 'packSize' | 'description';
const searchable = {
  name: masterProducts.name,
  color: masterProducts.color,
  tokenType: masterProducts.tokenType,
  packSize: masterProducts.packSize,
  description: masterProducts.description,
};
const sortable = { ...searchable, createdDate: masterProducts.createdDate };
const columns = {
  id: masterProducts.id,
  name: masterProducts.name,
  color: masterProducts.color,
  tokenType: masterProducts.tokenType,
  packSize: masterProducts.packSize,
  description: masterProducts.description,
  primeString: masterProducts.primeString,
  colorCode: masterProducts.colorCode,
  painterTokenCode: masterProducts.painterTokenCode,
  amount: masterProducts.amount,
};

/** What a form saves; the token type is always Normal (spec 002 section 3), whatever was sent. */
const valuesOf = (form: MasterProductForm) => ({
  name: form.name,
  color: form.color,
  tokenType: masterProductTokenType,
  packSize: form.packSize,
  description: form.description || null,
  primeString: form.primeString,
  colorCode: form.colorCode,
  painterTokenCode: form.painterTokenCode,
  amount: form.amount,
});

/** A reply never carries a null description: the form reads an absent one as empty. */
type Row = Omit<
  typeof masterProducts.$inferSelect,
  'companyId' | 'createdDate' | 'lastModifiedDate'
>;
const replyOf = ({ description, ...rest }: Row): MasterProduct =>
  description === null ? rest : { ...rest, description };

/** Master products of a company. `scope` null means every company (super admin). */
export function masterProductsService(db: Db) {
  const inScope = (scope: number | null, ...more: (SQL | undefined)[]) =>
    and(...(scope === null ? [] : [eq(masterProducts.companyId, scope)]), ...more);

  return {
    async list(scope: number | null, query: ListQuery<Column>): Promise<Page<MasterProduct>> {
      const where = inScope(scope, listFilter(searchable, query));
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(masterProducts)
          .where(where)
          .orderBy(...listOrder(sortable, query.sort, masterProducts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(masterProducts)
          .where(where),
      ]);
      return pageOf(rows.map(replyOf), total?.n ?? 0, query);
    },

    async get(scope: number | null, id: number): Promise<MasterProduct> {
      const [row] = await db
        .select(columns)
        .from(masterProducts)
        .where(inScope(scope, eq(masterProducts.id, id)));
      if (!row) throw notFound('Master product');
      return replyOf(row);
    },

    async create(companyId: number, form: MasterProductForm): Promise<MasterProduct> {
      const [row] = await db
        .insert(masterProducts)
        .values({ companyId, ...valuesOf(form) })
        .returning(columns);
      return replyOf(row!);
    },

    async update(
      scope: number | null,
      form: MasterProductForm & { id: number },
    ): Promise<MasterProduct> {
      const [row] = await db
        .update(masterProducts)
        .set({ ...valuesOf(form), lastModifiedDate: new Date() })
        .where(inScope(scope, eq(masterProducts.id, form.id)))
        .returning(columns);
      if (!row) throw notFound('Master product');
      return replyOf(row);
    },

    async remove(scope: number | null, id: number): Promise<void> {
      const deleted = await db
        .delete(masterProducts)
        .where(inScope(scope, eq(masterProducts.id, id)))
        .returning({ id: masterProducts.id });
      if (deleted.length === 0) throw notFound('Master product');
    },

    /** The distinct colours, alphabetically, for the token data form. */
    async colors(scope: number | null): Promise<MasterProductColor[]> {
      const rows = await db
        .selectDistinct({ value: masterProducts.color })
        .from(masterProducts)
        .where(inScope(scope))
        .orderBy(asc(masterProducts.color));
      return rows;
    },

    /** The distinct pack sizes of one colour, smallest first; a colour no master product of the company has is not found. */
    async packSizes(scope: number | null, color: string): Promise<number[]> {
      const rows = await db
        .selectDistinct({ packSize: masterProducts.packSize })
        .from(masterProducts)
        .where(inScope(scope, eq(masterProducts.color, color)))
        .orderBy(asc(masterProducts.packSize));
      if (rows.length === 0) throw notFound('Colour');
      return rows.map((row) => row.packSize);
    },
  };
}
export type MasterProductsService = ReturnType<typeof masterProductsService>;
