import { ApiProblem } from '../../http/problem';
import type { AccountsService, UserRecord } from '../accounts';
import type { AuditService } from '../audit';

/** A lockout is recorded once per account and window, not once per refused try of a flood. */
const lockoutWindowMs = 15 * 60_000;

/**
 * What signing in writes to the audit trail: each failed login (wrong password or code, an
 * account deactivated or expired, an unknown name: recorded without the name typed, which is
 * sometimes a password) and each lockout of an account.
 */
export function loginTrail(repo: AccountsService, audit: AuditService, clock: () => Date) {
  const asTarget = (user: UserRecord) => ({ id: user.id, login: user.login });
  return {
    failed: (user: UserRecord | undefined, detail: string, address: string) =>
      audit.record({
        action: 'login.failed',
        companyId: user?.companyId ?? null,
        target: user ? asTarget(user) : null,
        detail,
        address,
      }),

    /** Runs the rate limiter's take; a refusal (429) of a known account is recorded as its lockout. */
    async limited<T>(login: string, address: string, take: () => Promise<T>): Promise<T> {
      try {
        return await take();
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 429) {
          const user = await repo.findByLogin(login);
          const since = new Date(clock().getTime() - lockoutWindowMs);
          if (user && !(await audit.recordedSince('login.locked', user.id, since))) {
            await audit.record({
              action: 'login.locked',
              companyId: user.companyId,
              target: asTarget(user),
              detail: error.title,
              address,
            });
          }
        }
        throw error;
      }
    },
  };
}
