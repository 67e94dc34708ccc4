import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Company, CompanyInput, CompanyUpdate, Page, Sort } from '@veritag/domain';
import { isReferenceViolation, pgErrorCode, uniqueViolation, type Db } from '../../db/database';
import { conflict, notFound } from '../../http/problem';
import { companies } from './companies.table';

type CompanySortField = 'createdDate' | 'name' | 'id';
const sortColumns = { createdDate: companies.createdDate, name: companies.name, id: companies.id } as const;

const toCompany = (row: typeof companies.$inferSelect): Company => ({
  id: row.id,
  name: row.name,
  createdDate: row.createdDate.toISOString(),
});

/** Companies are the platform's tenants; only a super admin manages them. */
export function companiesRepo(db: Db) {
  const translate = (error: unknown, name?: string): never => {
    if (pgErrorCode(error) === uniqueViolation) throw conflict(`A company named "${name}" already exists`);
    if (isReferenceViolation(error)) throw conflict('This company still has users or data; remove them first');
    throw error;
  };
  return {
    async page(query: { page: number; size: number; sort: Sort<CompanySortField> }): Promise<Page<Company>> {
      const order = query.sort.direction === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(companies)
          .orderBy(order(sortColumns[query.sort.field]), desc(companies.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: sql<number>`count(*)::int` }).from(companies),
      ]);
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map(toCompany),
        totalElements,
        totalPages: Math.ceil(totalElements / query.size),
        number: query.page,
        size: query.size,
      };
    },
    async get(id: number): Promise<Company> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      if (!row) throw notFound('Company');
      return toCompany(row);
    },
    async create(input: CompanyInput): Promise<Company> {
      const [row] = await db.insert(companies).values({ name: input.name }).returning().catch((e) => translate(e, input.name));
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
      const deleted = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id }).catch((e) => translate(e));
      if (deleted.length === 0) throw notFound('Company');
    },
  };
}
export type CompaniesRepo = ReturnType<typeof companiesRepo>;
