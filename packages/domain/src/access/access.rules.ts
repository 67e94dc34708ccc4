import { canSee, type PermissionSubject } from '../privileges/permissions.rules';
import type { PrivilegeName } from '../privileges/privilege-catalogue';
import type { Role } from '../session/roles';

/**
 * Who may make a call, declared once on the call in the contract: the server refuses
 * everyone else, and the console shows a button or opens a screen by the same rule
 * (spec 000 section 6, spec 002 section 6: levels 1 view, 2 add or edit, 3 delete).
 */
export interface PublicAccess {
  readonly kind: 'public';
}
export interface SignedInAccess {
  readonly kind: 'signedIn';
  readonly roles: readonly Role[];
  /** Users and producers also need this privilege at this level; admins have every level. */
  readonly privilege?: { readonly name: PrivilegeName; readonly level: 1 | 2 | 3 };
  /**
   * Or any of these privileges at view level: a lookup other modules' forms need (the
   * customer dropdown of a template or product form), without the lookup's own privilege.
   */
  readonly orViewOf?: readonly PrivilegeName[];
}
export type Access = PublicAccess | SignedInAccess;

const companyRoles = [
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_PRODUCER',
] as const satisfies readonly Role[];
const allRoles = ['ROLE_SUPER_ADMIN', ...companyRoles] as const satisfies readonly Role[];

export const access = {
  public: { kind: 'public' } as PublicAccess,
  anySignedIn: { kind: 'signedIn', roles: allRoles } as SignedInAccess,
  superAdmin: { kind: 'signedIn', roles: ['ROLE_SUPER_ADMIN'] } as SignedInAccess,
  companyAdmin: { kind: 'signedIn', roles: ['ROLE_ADMIN'] } as SignedInAccess,
  /** A company admin for their company, or the super admin for any (the audit trail). */
  admins: { kind: 'signedIn', roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'] } as SignedInAccess,
  /**
   * User Management (spec 000 section 6): admins, and a user whose track&Trace flag is on,
   * which is the Track & Trace privilege at its maximum (1). Producers never.
   */
  userManagement: {
    kind: 'signedIn',
    roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER'],
    privilege: { name: 'Track & Trace', level: 1 },
  } as SignedInAccess,
  /**
   * The dashboard of counts, top lists and the scan map (spec 000 section 2.6): every role but
   * ROLE_USER, whose dashboard is the scan dashboard. The super admin's figures are the platform's.
   */
  mainDashboard: {
    kind: 'signedIn',
    roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_PRODUCER'],
  } as SignedInAccess,
  /**
   * The scan dashboard's figures and maps: every signed-in role, each for what it sees (the
   * platform, a company, or a user's own customers when their customers are limited).
   */
  scanDashboard: { kind: 'signedIn', roles: allRoles } as SignedInAccess,
  /** Any member of a company; the handler decides the privilege (a contact person's is its owner's). */
  companyMembers: { kind: 'signedIn', roles: companyRoles } as SignedInAccess,
  /**
   * The smart bin (spec 002 section 6): not offered to producers or super admins; a user needs
   * the Smart Bin privilege, whose only level is 1, so it covers viewing, uploading and deleting.
   */
  smartBin: {
    kind: 'signedIn',
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    privilege: { name: 'Smart Bin', level: 1 },
  } as SignedInAccess,
  /**
   * API keys and webhooks (decisions 0443, 0449): a company admin, or a user holding the Integrations
   * privilege at the level. Producers never: they work for one plant, not the company's systems.
   */
  integrations: (level: 1 | 2 | 3): SignedInAccess => ({
    kind: 'signedIn',
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    privilege: { name: 'Integrations', level },
  }),
  /** Members of a company; users and producers also need the privilege at the level. */
  company: (name: PrivilegeName, level: 1 | 2 | 3): SignedInAccess => ({
    kind: 'signedIn',
    roles: companyRoles,
    privilege: { name, level },
  }),
  /**
   * The customer options of a dropdown (id, name, code): whoever views customers, or works
   * with any module whose records belong to a customer and so must choose one (the Invalid
   * Scan report's required Customer too).
   */
  customerChoice: {
    kind: 'signedIn',
    roles: companyRoles,
    privilege: { name: 'Customer', level: 1 },
    orViewOf: [
      'Product',
      'Plant',
      'Packaging',
      'Template',
      'Token',
      'Print Data',
      'Label Production',
      'Track & Trace',
      'Invalid Scan',
    ],
  } as SignedInAccess,
};

/** Why a rule refuses a subject, or null when it allows them. */
export type AccessRefusal =
  | { reason: 'signedOut' }
  | { reason: 'role' }
  | { reason: 'privilege'; name: PrivilegeName; level: 1 | 2 | 3 };

export function accessRefusal(
  subject: PermissionSubject | null,
  rule: Access,
): AccessRefusal | null {
  if (rule.kind === 'public') return null;
  if (!subject) return { reason: 'signedOut' };
  if (!rule.roles.includes(subject.role)) return { reason: 'role' };
  if (
    rule.privilege &&
    !canSee(subject, rule.privilege.name, rule.privilege.level) &&
    !rule.orViewOf?.some((name) => canSee(subject, name, 1))
  )
    return { reason: 'privilege', ...rule.privilege };
  return null;
}

export const isAllowed = (subject: PermissionSubject | null, rule: Access): boolean =>
  accessRefusal(subject, rule) === null;

/** The sentence a privilege refusal reads as, on the server's 403 and wherever the console explains one. */
export const privilegeNeeded = (name: PrivilegeName, level: 1 | 2 | 3): string =>
  `You need the ${name} privilege at level ${level}`;
