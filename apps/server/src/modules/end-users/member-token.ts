import { expiringIds } from '../../platform/expiring-ids';

/** How long a phone stays signed in to its points after confirming a mobile: a year of scans. */
export const memberTtlMs = 365 * 24 * 60 * 60 * 1000;
export const memberCookie = 'vt_member';

/**
 * The cookie that keeps a person who confirmed their mobile signed in to their points page on
 * that phone: their end user id and an expiry, signed. It names no one to anyone else and can
 * neither be made up nor moved to another person.
 */
export function memberTokens(secret: string, clock: () => Date) {
  const ids = expiringIds(secret, 'endUserMember', memberTtlMs, clock);
  return { issue: ids.issue, endUserOf: ids.idOf };
}
export type MemberTokens = ReturnType<typeof memberTokens>;
