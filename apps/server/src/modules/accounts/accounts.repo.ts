import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isAdminRole, roleOf, type HeldPrivilege, type Role } from '@veritag/domain';
import type { Account } from '@veritag/domain';
import type { Db } from '../../db/database';
import type { CompaniesService } from '../companies';
import { userCustomers, userPrivileges, users } from './accounts.table';
import { hashPassword } from './passwords';
import { customerNames } from '../customers';

export interface UserRecord {
  id: number;
  login: string;
  email: string | null;
  mobileNo: string | null;
  address: string | null;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: Role;
  companyId: number | null;
  activated: boolean;
  otpRequired: boolean;
  tokenVersion: number;
  accountExpiredDate: string | null;
  profileImageFileId: string | null;
}

export interface NewUser {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  email?: string;
  mobileNo?: string;
  role: Role;
  companyId: number | null;
  otpRequired?: boolean;
  privileges?: HeldPrivilege[];
}

const columns = {
  id: users.id,
  login: users.login,
  email: users.email,
  mobileNo: users.mobileNo,
  address: users.address,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  role: users.role,
  companyId: users.companyId,
  activated: users.activated,
  otpRequired: users.otpRequired,
  tokenVersion: users.tokenVersion,
  accountExpiredDate: users.accountExpiredDate,
  profileImageFileId: users.profileImageFileId,
};

const asRecord = (row: Omit<UserRecord, 'role'> & { role: string }): UserRecord | undefined => {
  const role = roleOf([row.role]);
  return role ? { ...row, role } : undefined;
};

/**
 * How a login name or e-mail address is compared: trimmed and lower case, against
 * lower(column). The sign-in checks key their rate limits by this same value, so every
 * spelling that finds an account spends from that account's one budget.
 */
export const normaliseLogin = (value: string) => value.trim().toLowerCase();

/** Users and their privileges. Deleted users are never found. */
export function accountsRepo(db: Db, companies: CompaniesService) {
  const findOne = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select(columns)
      .from(users)
      .where(and(where, isNull(users.deletedAt)))
      .limit(1);
    return row ? asRecord(row) : undefined;
  };
  /** The customers a user is assigned to (ids), in no order. */
  const customersOf = async (userId: number, tx: Db = db): Promise<number[]> => {
    const rows = await tx
      .select({ id: userCustomers.customerId })
      .from(userCustomers)
      .where(eq(userCustomers.userId, userId));
    return rows.map((row) => row.id);
  };
  return {
    findById: (id: number) => findOne(eq(users.id, id)),
    findByLogin: (login: string) => findOne(eq(sql`lower(${users.login})`, normaliseLogin(login))),
    findByEmail: (email: string) => findOne(eq(sql`lower(${users.email})`, normaliseLogin(email))),

    async privilegesOf(userId: number, tx: Db = db): Promise<HeldPrivilege[]> {
      return tx
        .select({
          parent: userPrivileges.parent,
          name: userPrivileges.name,
          priority: userPrivileges.priority,
        })
        .from(userPrivileges)
        .where(eq(userPrivileges.userId, userId));
    },

    customersOf,

    /** The customers of several users (a page of the user list), with their names, by user. */
    async customersOfUsers(
      userIds: readonly number[],
    ): Promise<Map<number, { id: number; companyName: string }[]>> {
      const byUser = new Map<number, { id: number; companyName: string }[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({
          userId: userCustomers.userId,
          id: customerNames.id,
          companyName: customerNames.companyName,
        })
        .from(userCustomers)
        .innerJoin(customerNames, eq(customerNames.id, userCustomers.customerId))
        .where(inArray(userCustomers.userId, [...userIds]))
        .orderBy(customerNames.companyName);
      for (const { userId, ...customer } of rows)
        byUser.set(userId, [...(byUser.get(userId) ?? []), customer]);
      return byUser;
    },

    /** Replaces a user's customers; pass the caller's transaction. */
    async setCustomers(userId: number, customerIds: readonly number[], tx: Db = db): Promise<void> {
      await tx.delete(userCustomers).where(eq(userCustomers.userId, userId));
      if (customerIds.length > 0)
        await tx
          .insert(userCustomers)
          .values([...new Set(customerIds)].map((customerId) => ({ userId, customerId })));
    },

    async create(user: NewUser): Promise<number> {
      const passwordHash = await hashPassword(user.password);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            login: user.login,
            passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email ?? null,
            mobileNo: user.mobileNo ?? null,
            role: user.role,
            companyId: user.companyId,
            otpRequired: user.otpRequired ?? false,
          })
          .returning({ id: users.id });
        const id = created!.id;
        const held = (user.privileges ?? []).filter((p) => p.priority > 0);
        if (held.length > 0)
          await tx.insert(userPrivileges).values(held.map((p) => ({ userId: id, ...p })));
        return id;
      });
    },

    /** A deactivated user cannot log in, and the tokens already issued stop working. */
    async setActivated(userId: number, activated: boolean): Promise<void> {
      await db.update(users).set({ activated }).where(eq(users.id, userId));
    },

    /** Ends every session: tokens carry the version, and older versions are refused. */
    async revokeTokens(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    async setPassword(userId: number, password: string, tx: Db = db): Promise<void> {
      const passwordHash = await hashPassword(password);
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, userId));
    },

    async toAccount(user: UserRecord): Promise<Account> {
      const company = user.companyId
        ? await companies.get(user.companyId).then(({ id, name }) => ({ id, name }))
        : undefined;
      return {
        id: user.id,
        login: user.login,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        mobileNo: user.mobileNo,
        address: user.address,
        profileImage: user.profileImageFileId ? `/api/files/${user.profileImageFileId}` : null,
        company: company ?? null,
        authorities: [user.role],
        customerIds: isAdminRole(user.role) ? [] : await customersOf(user.id),
      };
    },

    /** The mail addresses of a company's live, activated admins: where its notices go (a paused webhook). */
    async adminEmailsOf(companyId: number): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.role, 'ROLE_ADMIN'),
            eq(users.activated, true),
            isNull(users.deletedAt),
          ),
        );
      return rows.flatMap((row) => (row.email ? [row.email] : []));
    },
    count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0,
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
