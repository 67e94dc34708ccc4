import * as v from 'valibot';

/**
 * What the audit trail records (decision 0121): every security-relevant change, with who did it,
 * when, to whom and from where. The names are stable: they are stored, and the list shows
 * them through `auditActionLabels`.
 */
export const auditActions = [
  'user.created',
  'user.changed',
  'user.deleted',
  'privileges.changed',
  'password.changed',
  'password.reset',
  'password.set',
  'login.failed',
  'login.locked',
  'apiKey.created',
  'apiKey.rotated',
  'apiKey.revoked',
  'apiKey.used',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How the list shows each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.changed': 'User changed',
  'user.deleted': 'User deleted',
  'privileges.changed': 'Privileges changed',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'password.set': 'First password set',
  'login.failed': 'Login failed',
  'login.locked': 'Login locked',
  'apiKey.created': 'API key made',
  'apiKey.rotated': 'API key rotated',
  'apiKey.revoked': 'API key revoked',
  'apiKey.used': 'Call with an API key',
};

/** One recorded event as the list reads it. */
export const AuditEventSchema = v.object({
  id: v.number(),
  action: v.picklist(auditActions),
  /** Who did it: a login, or null when nobody was signed in (a failed login, a reset by code). */
  actor: v.nullable(v.string()),
  /** Whom it concerned: the user's login, when it concerned a user. */
  target: v.nullable(v.string()),
  /** What changed, in words (the fields changed, the privileges before and after). */
  detail: v.string(),
  /** The address the request came from. */
  address: v.nullable(v.string()),
  createdDate: v.string(),
});
export type AuditEvent = v.InferOutput<typeof AuditEventSchema>;

/** The list's columns: also its sort fields and Contains filters. */
export const auditColumns = ['action', 'actor', 'target', 'detail', 'address'] as const;
