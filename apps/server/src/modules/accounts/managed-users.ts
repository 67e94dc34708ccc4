import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { roleOf, type HeldPrivilege, type Page, type Role } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { userPrivileges, users } from './accounts.table';
import { normaliseLogin } from './accounts.repo';
import { hashPassword } from './passwords';

/** The users one person manages: of a company (null: every company), of these roles, never themselves. */
export interface UserReach {
  companyId: number | null;
  roles: readonly Role[];
  exceptId: number;
}

/** A user as user management reads and writes it. */
export interface ManagedUser {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobileNo: string | null;
  address: string | null;
  accountExpiredDate: string | null;
  activated: boolean;
  role: Role;
  companyId: number | null;
  profileImageFileId: string | null;
}
export type ManagedUserFields = Omit<
  ManagedUser,
  'id' | 'login' | 'role' | 'profileImageFileId'
> & { role: Role; profileImageFileId?: string | null };

export const userColumns = ['firstName', 'lastName', 'mobileNo', 'login', 'email'] as const;
export type UserColumn = (typeof userColumns)[number];
const searchable = {
  firstName: users.firstName,
  lastName: users.lastName,
  mobileNo: users.mobileNo,
  login: users.login,
  email: users.email,
};
const sortable = { ...searchable, createdDate: users.createdDate };

const columns = {
  id: users.id,
  login: users.login,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNo: users.mobileNo,
  address: users.address,
  accountExpiredDate: users.accountExpiredDate,
  activated: users.activated,
  role: users.role,
  companyId: users.companyId,
  profileImageFileId: users.profileImageFileId,
};
const asManaged = (row: Omit<ManagedUser, 'role'> & { role: string }): ManagedUser => ({
  ...row,
  role: roleOf([row.role]) ?? 'ROLE_PRODUCER',
});

/**
 * User management's queries (decision 0117). Every read is bounded by a reach, so a user out of
 * it is simply not found; deleted users are never found, and their login and email may be
 * taken again (the unique indexes cover live users only).
 */
export function managedUsers(db: Db) {
  const inReach = (reach: UserReach, ...more: (SQL | undefined)[]) =>
    and(
      isNull(users.deletedAt),
      ne(users.id, reach.exceptId),
      inArray(users.role, [...reach.roles]),
      ...(reach.companyId === null ? [] : [eq(users.companyId, reach.companyId)]),
      ...more,
    );
  const taken = async (
    column: typeof users.login | typeof users.email,
    value: string,
    exceptId: number | undefined,
    tx: Db,
  ) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          eq(sql`lower(${column})`, normaliseLogin(value)),
          exceptId === undefined ? undefined : ne(users.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  return {
    async page(reach: UserReach, query: ListQuery<UserColumn>): Promise<Page<ManagedUser>> {
      if (reach.roles.length === 0) return pageOf([], 0, query);
      const where = inReach(reach, listFilter(searchable, query));
      const { limit, offset } = limitOf(query);
      const [rows, total] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(...listOrder(sortable, query.sort, users.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, users, where),
      ]);
      return pageOf(rows.map(asManaged), total, query);
    },

    async find(reach: UserReach, id: number, tx: Db = db): Promise<ManagedUser | undefined> {
      if (reach.roles.length === 0) return undefined;
      const [row] = await tx
        .select(columns)
        .from(users)
        .where(inReach(reach, eq(users.id, id)))
        .limit(1);
      return row ? asManaged(row) : undefined;
    },

    /** A live user whoever they are: for a flow that proved who it acts for (a password link). */
    async live(id: number, tx: Db = db): Promise<ManagedUser | undefined> {
      const [row] = await tx
        .select(columns)
        .from(users)
        .where(and(isNull(users.deletedAt), eq(users.id, id)))
        .limit(1);
      return row ? asManaged(row) : undefined;
    },

    /** Whether a live user other than `exceptId` has this login (any case). */
    loginTaken: (login: string, exceptId?: number, tx: Db = db) =>
      taken(users.login, login, exceptId, tx),
    emailTaken: (email: string, exceptId?: number, tx: Db = db) =>
      taken(users.email, email, exceptId, tx),

    /** A new user whose password nobody knows: they set theirs through the mailed link. */
    async insert(tx: Db, user: ManagedUserFields & { login: string }): Promise<number> {
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const [row] = await tx
        .insert(users)
        .values({ ...user, passwordHash })
        .returning({ id: users.id });
      return row!.id;
    },

    /** Saves the fields; `endSessions` also ends every open session of the user. */
    async update(
      tx: Db,
      id: number,
      fields: Partial<ManagedUserFields>,
      endSessions = false,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          ...fields,
          ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, id));
    },

    /** A soft delete: the row stays for the audit trail and foreign keys; sessions end at once. */
    async softDelete(tx: Db, id: number, at: Date): Promise<void> {
      await tx
        .update(users)
        .set({ deletedAt: at, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, id));
    },

    /** Replaces every privilege the user holds; pass the caller's transaction. */
    async replacePrivileges(tx: Db, userId: number, held: readonly HeldPrivilege[]): Promise<void> {
      await tx.delete(userPrivileges).where(eq(userPrivileges.userId, userId));
      const kept = held.filter((entry) => entry.priority > 0);
      if (kept.length > 0)
        await tx.insert(userPrivileges).values(kept.map((entry) => ({ userId, ...entry })));
    },
  };
}
export type ManagedUsers = ReturnType<typeof managedUsers>;
