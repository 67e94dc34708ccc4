import { access, AuditEventSchema, auditColumns, pageSchema } from '@veritag/domain';
import { defineCall } from './define-call';
import { listQuery } from './shared-schemas';

/** The audit trail (decision 0121): not a spec screen; we show it to the company admin. */
export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/audit-events',
    access: access.admins,
    summary: "A page of the company's security events: who did what to whom, when and from where.",
    query: listQuery(auditColumns),
    reply: pageSchema(AuditEventSchema),
    ours: 'not in the spec: the audit trail (decision 0121)',
  }),
} as const;
