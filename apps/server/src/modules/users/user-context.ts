import {
  assignableAuthorities,
  privilegeTreeOf,
  trackAndTraceFlagOf,
  type Role,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { notFound } from '../../http/problem';
import { ownCompany, type Caller } from '../../platform/access';
import type { PlatformMailer } from '../../platform/messaging';
import type { AccountsService, UserReach } from '../accounts';
import type { AuditEntry, AuditService } from '../audit';
import type { CompaniesService } from '../companies';
import type { FilesService } from '../files';
import type { PasswordLinkStore } from './password-links';

/** What the users module works with: other modules' doors and the platform's mail and clock. */
export interface UsersDeps {
  db: Db;
  accounts: AccountsService;
  audit: AuditService;
  files: FilesService;
  companies: CompaniesService;
  links: PasswordLinkStore;
  mailer: PlatformMailer;
  clock: () => Date;
  /** Where the console is reached, for the links in mails (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
}

/** Who acts, and from where (for the audit trail). */
export interface Actor {
  caller: Caller;
  address: string | null;
}

/**
 * The users a caller manages (decision 0117): those of the roles they may give
 * (assignableAuthorities), in their own company (every company for the super admin), never
 * themselves. Anyone else is out of reach and answers 404, as a record of another company does.
 */
export const reachOf = (caller: Caller): UserReach => ({
  companyId: caller.role === 'ROLE_SUPER_ADMIN' ? null : ownCompany(caller),
  roles: assignableAuthorities(caller.role),
  exceptId: caller.id,
});

/** The caller's track&Trace flag, as the console computes it from the same privileges. */
export const trackAndTraceOf = (caller: Caller): boolean =>
  trackAndTraceFlagOf(privilegeTreeOf(caller.privileges));

/** The server's date, YYYY-MM-DD: an account expiry may not be before it. */
export const todayOf = (clock: () => Date): string => clock().toISOString().slice(0, 10);

/** A user in the caller's reach, or 404. */
export async function userInReach(
  deps: Pick<UsersDeps, 'accounts'>,
  caller: Caller,
  id: number,
  tx?: Db,
) {
  const user = await deps.accounts.managed.find(reachOf(caller), id, tx);
  if (!user) throw notFound('User');
  return user;
}

/** An audit entry with the actor filled in. */
export const auditEntry = (
  actor: Actor,
  entry: Omit<AuditEntry, 'actor' | 'address'>,
): AuditEntry => ({
  ...entry,
  actor: { id: actor.caller.id, login: actor.caller.login },
  address: actor.address,
});

export const isRole = (roles: readonly Role[], authority: string): authority is Role =>
  (roles as readonly string[]).includes(authority);
