import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, Vendor, VendorForm } from '@veritag/domain';
import type { Db } from '../../db/database';
import { limitOf, listFilter, listOrder, pageOf, type ListQuery } from '../../db/list-page';
import { notFound } from '../../http/problem';
import type { ContactPeopleService } from '../contact-people';
import { vendors } from './vendors.table';

/** The kind vendors' contact persons are saved under; the routes register it with its privilege. */
export const vendorContacts = 'vendor';

const searchable = { name: vendors.name, address: vendors.address };
const sortable = { ...searchable, createdDate: vendors.createdDate };
type Row = Pick<typeof vendors.$inferSelect, 'id' | 'companyId' | 'name' | 'address'>;
const columns = {
  id: vendors.id,
  companyId: vendors.companyId,
  name: vendors.name,
  address: vendors.address,
};

/** Vendors of a company with their contact persons. `scope` null means every company (super admin). */
export function vendorsService(db: Db, contacts: ContactPeopleService) {
  const inScope = (scope: number | null, ...more: (SQL | undefined)[]) =>
    and(...(scope === null ? [] : [eq(vendors.companyId, scope)]), ...more);
  const ownerOf = (row: Row) => ({ kind: vendorContacts, id: row.id, companyId: row.companyId });

  const withContacts = async (rows: Row[], tx: Db = db): Promise<Vendor[]> => {
    const people = await contacts.listFor(
      tx,
      vendorContacts,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      contectPersons: people.get(row.id) ?? [],
    }));
  };
  const find = async (tx: Db, scope: number | null, id: number): Promise<Row> => {
    const [row] = await tx
      .select(columns)
      .from(vendors)
      .where(inScope(scope, eq(vendors.id, id)));
    if (!row) throw notFound('Vendor');
    return row;
  };
  const get = async (scope: number | null, id: number, tx: Db = db): Promise<Vendor> =>
    (await withContacts([await find(tx, scope, id)], tx))[0]!;

  return {
    /** The company's vendors as options (id and name), by name: the printing job form's choice. */
    async names(scope: number | null): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: vendors.id, name: vendors.name })
        .from(vendors)
        .where(inScope(scope))
        .orderBy(asc(vendors.name), asc(vendors.id));
    },

    /** A page of vendors, searched by name and address and sorted on the server. */
    async list(scope: number | null, query: ListQuery<'name' | 'address'>): Promise<Page<Vendor>> {
      const where = inScope(scope, listFilter(searchable, query));
      const { limit, offset } = limitOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(vendors)
          .where(where)
          .orderBy(...listOrder(sortable, query.sort, vendors.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(vendors)
          .where(where),
      ]);
      return pageOf(await withContacts(rows), total?.n ?? 0, query);
    },
    get,

    /** The vendor and its contact persons in one transaction: all or nothing. */
    async create(companyId: number, form: VendorForm): Promise<Vendor> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vendors)
          .values({ companyId, name: form.name, address: form.address })
          .returning(columns);
        await contacts.replaceFor(tx, ownerOf(row!), form.contectPersons);
        return get(companyId, row!.id, tx);
      });
    },

    async update(scope: number | null, form: VendorForm & { id: number }): Promise<Vendor> {
      return db.transaction(async (tx) => {
        const row = await find(tx, scope, form.id);
        await tx
          .update(vendors)
          .set({ name: form.name, address: form.address, lastModifiedDate: new Date() })
          .where(eq(vendors.id, row.id));
        await contacts.replaceFor(tx, ownerOf(row), form.contectPersons);
        return get(scope, row.id, tx);
      });
    },

    async remove(scope: number | null, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(vendors)
          .where(inScope(scope, eq(vendors.id, id)))
          .returning(columns);
        if (!row) throw notFound('Vendor');
        await contacts.removeFor(tx, ownerOf(row));
      });
    },
  };
}
export type VendorsService = ReturnType<typeof vendorsService>;
