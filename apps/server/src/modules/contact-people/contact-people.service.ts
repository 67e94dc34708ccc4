import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  access,
  type ContactPerson,
  type ContactPersonInput,
  type PrivilegeName,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { assertAllowed, companyScope, customerScope, type Caller } from '../../platform/access';
import { contactPersons } from './contact-people.table';

/** Whose contact persons they are: a registered kind ('vendor'), the record's id and company. */
export interface ContactOwner {
  kind: string;
  id: number;
  companyId: number;
}
/** A kind of owner and the privilege that guards its records (Vendor for vendors). */
export interface ContactOwnerKind {
  privilege: PrivilegeName;
  /**
   * For owners that belong to a customer (customers, plants): whether the owner is one of
   * these customers', so a user limited to some customers does not reach the others' rows.
   */
  ofCustomers?: (ownerId: number, customerIds: readonly number[]) => Promise<boolean>;
}

const columns = {
  id: contactPersons.id,
  ownerId: contactPersons.ownerId,
  name: contactPersons.name,
  designation: contactPersons.designation,
  email: contactPersons.email,
  mobile: contactPersons.mobile,
};
type Row = { [K in keyof typeof columns]: (typeof contactPersons.$inferSelect)[K] };

// Absent rather than null: the reply then reads back as a valid form row.
const toContactPerson = (row: Row): ContactPerson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  ...(row.designation ? { designation: row.designation } : {}),
  ...(row.mobile ? { mobile: row.mobile } : {}),
});
const fieldsOf = (input: ContactPersonInput) => ({
  name: input.name,
  designation: input.designation || null,
  email: input.email,
  mobile: input.mobile || null,
});
const ofOwner = (owner: ContactOwner) =>
  and(
    eq(contactPersons.companyId, owner.companyId),
    eq(contactPersons.ownerKind, owner.kind),
    eq(contactPersons.ownerId, owner.id),
  );

/**
 * Contact persons are saved with their owner, inside the owner's transaction (`tx`), so a
 * record and its contact persons are written all or nothing.
 */
export function contactPeopleService(db: Db) {
  const kinds = new Map<string, ContactOwnerKind>();
  return {
    /** Called by an owner's module once, from its routes (as files.registerOwner). */
    registerOwner(kind: string, owner: ContactOwnerKind): void {
      if (kinds.has(kind)) throw new Error(`Contact persons of '${kind}' already have an owner`);
      kinds.set(kind, owner);
    },

    /** The contact persons of several records of one kind, by record id, oldest first. */
    async listFor(
      tx: Db,
      kind: string,
      ownerIds: readonly number[],
    ): Promise<Map<number, ContactPerson[]>> {
      const byOwner = new Map<number, ContactPerson[]>(ownerIds.map((id) => [id, []]));
      if (ownerIds.length === 0) return byOwner;
      const rows = await tx
        .select(columns)
        .from(contactPersons)
        .where(
          and(eq(contactPersons.ownerKind, kind), inArray(contactPersons.ownerId, [...ownerIds])),
        )
        .orderBy(asc(contactPersons.id));
      for (const row of rows) byOwner.get(row.ownerId)?.push(toContactPerson(row));
      return byOwner;
    },

    /**
     * Makes the owner's contact persons exactly `rows`: a row with an id updates that saved
     * row (it must be this owner's, else 404 and the caller's transaction rolls back), a row
     * without one is added, and saved rows left out are removed.
     */
    async replaceFor(
      tx: Db,
      owner: ContactOwner,
      rows: readonly ContactPersonInput[],
    ): Promise<void> {
      const saved = new Set(
        (await tx.select({ id: contactPersons.id }).from(contactPersons).where(ofOwner(owner))).map(
          (row) => row.id,
        ),
      );
      const keptIds = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
      if (keptIds.some((id) => !saved.has(id))) throw notFound('Contact person');
      await tx
        .delete(contactPersons)
        .where(
          and(
            ofOwner(owner),
            keptIds.length > 0 ? notInArray(contactPersons.id, keptIds) : undefined,
          ),
        );
      for (const row of rows) {
        if (row.id !== undefined)
          await tx.update(contactPersons).set(fieldsOf(row)).where(eq(contactPersons.id, row.id));
      }
      const added = rows.filter((row) => row.id === undefined);
      if (added.length > 0) {
        await tx.insert(contactPersons).values(
          added.map((row) => ({
            companyId: owner.companyId,
            ownerKind: owner.kind,
            ownerId: owner.id,
            ...fieldsOf(row),
          })),
        );
      }
    },

    async removeFor(tx: Db, owner: ContactOwner): Promise<void> {
      await tx.delete(contactPersons).where(ofOwner(owner));
    },

    /**
     * `DELETE contect-people/{id}`: any company member may call it, so the privilege is
     * checked here, once the row's owner is known: its kind's privilege at level 3 (delete).
     * Another company's row is not found, nor one of a customer the caller does not work for.
     */
    async remove(caller: Caller, id: number): Promise<void> {
      const scope = companyScope(caller);
      const [row] = await db
        .select({ ownerKind: contactPersons.ownerKind, ownerId: contactPersons.ownerId })
        .from(contactPersons)
        .where(
          and(
            eq(contactPersons.id, id),
            scope === null ? undefined : eq(contactPersons.companyId, scope),
          ),
        );
      const kind = row && kinds.get(row.ownerKind);
      if (!kind) throw notFound('Contact person');
      const customerIds = customerScope(caller);
      if (
        customerIds !== null &&
        kind.ofCustomers &&
        !(await kind.ofCustomers(row.ownerId, customerIds))
      )
        throw notFound('Contact person');
      assertAllowed(caller, access.company(kind.privilege, 3));
      await db.delete(contactPersons).where(eq(contactPersons.id, id));
    },
  };
}
export type ContactPeopleService = ReturnType<typeof contactPeopleService>;
