import type { Role } from './roles';

/** A privilege as `GET user-priviladges` returns it: flat, or as a tree with children. */
export interface PrivilegeEntry {
  readonly name: string;
  readonly priority: number;
  readonly maxPriority: number;
  readonly children?: readonly PrivilegeEntry[];
}

/** When the token stops being valid, in milliseconds since the epoch (`exp` is in seconds). */
export const tokenExpiresAt = (claims: { readonly exp: number }): number => claims.exp * 1000;

/**
 * Spec 000 section 4: a token is usable while it decodes and its expiry is in the future.
 * `claims` is undefined when the token did not decode; `now` is passed in, never read here.
 */
export const isTokenLive = (claims: { readonly exp?: unknown } | undefined, now: number): boolean =>
  typeof claims?.exp === 'number' &&
  Number.isFinite(claims.exp) &&
  tokenExpiresAt({ exp: claims.exp }) > now;

const findPrivilege = (
  entries: readonly PrivilegeEntry[],
  name: string,
): PrivilegeEntry | undefined => {
  for (const entry of entries) {
    if (entry.name === name) return entry;
    const inChildren = findPrivilege(entry.children ?? [], name);
    if (inChildren) return inChildren;
  }
  return undefined;
};

/**
 * Spec 000 section 4: the track&Trace flag is on when the user's Track & Trace privilege has
 * a priority equal to its maximum. A privilege held at 0 is not held, so it never sets the flag.
 */
export function trackAndTraceFlagOf(privileges: readonly PrivilegeEntry[]): boolean {
  const entry = findPrivilege(privileges, 'Track & Trace');
  return entry !== undefined && entry.priority > 0 && entry.priority === entry.maxPriority;
}

/** The name the flag is kept under in browser storage (spec 000 section 1). */
export const trackAndTraceStorageKey = 'track&Trace';

/** Spec 000 section 2.6: ROLE_USER gets the scan dashboard, every other role the counts. */
export type DashboardVariant = 'scan' | 'counts';
export const dashboardVariantOf = (role: Role): DashboardVariant =>
  role === 'ROLE_USER' ? 'scan' : 'counts';
