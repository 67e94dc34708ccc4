export const roles = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER', 'ROLE_PRODUCER'] as const;
export type Role = (typeof roles)[number];

/** Admins and super admins see everything; the others are limited by their privileges. */
export const isAdminRole = (role: Role): boolean =>
  role === 'ROLE_ADMIN' || role === 'ROLE_SUPER_ADMIN';

/** The role is the first entry of the user's authorities (spec 000 section 6). */
export const roleOf = (authorities: readonly string[]): Role | undefined => {
  const first = authorities[0];
  return (roles as readonly string[]).includes(first ?? '') ? (first as Role) : undefined;
};
