import { eq, sql } from 'drizzle-orm';
import type { Company, CompanyInput, CompanyUpdate, Page } from '@veritag/domain';
import { isReferenceViolation, pgErrorCode, uniqueViolation, type Db } from '../../db/database';
import { limitOf, listFilter, listOrder, pageOf, type ListQuery } from '../../db/list-page';
import { conflict, notFound } from '../../http/problem';
import { companies } from './companies.table';

const sortColumns = { createdDate: companies.createdDate, name: companies.name } as const;

const toCompany = (row: typeof companies.$inferSelect): Company => ({
  id: row.id,
  name: row.name,
  createdDate: row.createdDate.toISOString(),
});

/** Companies are the platform's tenants; only a super admin manages them. */
export function companiesRepo(db: Db) {
  const translate = (error: unknown, name?: string): never => {
    if (pgErrorCode(error) === uniqueViolation)
      throw conflict(`A company named "${name}" already exists`);
    if (isReferenceViolation(error))
      throw conflict('This company still has users or data; remove them first');
    throw error;
  };
  return {
    /** A page of companies, searched and sorted on the server so every company can be found. */
    async page(query: ListQuery<'name'>): Promise<Page<Company>> {
      const where = listFilter({ name: companies.name }, query);
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(companies)
          .where(where)
          .orderBy(...listOrder(sortColumns, query.sort, companies.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(companies)
          .where(where),
      ]);
      return pageOf(rows.map(toCompany), total?.n ?? 0, query);
    },
    async get(id: number): Promise<Company> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      if (!row) throw notFound('Company');
      return toCompany(row);
    },
    async create(input: CompanyInput): Promise<Company> {
      const [row] = await db
        .insert(companies)
        .values({ name: input.name })
        .returning()
        .catch((e) => translate(e, input.name));
      return toCompany(row!);
    },
    async update(input: CompanyUpdate): Promise<Company> {
      const [row] = await db
        .update(companies)
        .set({ name: input.name, lastModifiedDate: new Date() })
        .where(eq(companies.id, input.id))
        .returning()
        .catch((e) => translate(e, input.name));
      if (!row) throw notFound('Company');
      return toCompany(row);
    },
    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(companies)
        .where(eq(companies.id, id))
        .returning({ id: companies.id })
        .catch((e) => translate(e));
      if (deleted.length === 0) throw notFound('Company');
    },
  };
}
export type CompaniesRepo = ReturnType<typeof companiesRepo>;
