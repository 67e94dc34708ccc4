import type { Role } from '@veritag/domain';

/** How a role reads to a person. */
export const roleNames: Record<Role, string> = {
  ROLE_SUPER_ADMIN: 'Super admin',
  ROLE_ADMIN: 'Company admin',
  ROLE_USER: 'User',
  ROLE_PRODUCER: 'Producer',
};
