import { auditCalls } from '@veritag/api';
import { defineList, ListScreen } from '#app/kit/list/ListScreen';
import { auditColumns } from './audit-columns';

/** Who may open this screen: the admins the server lets read the trail. */
export const access = auditCalls.list.access;

/**
 * Ours (decision 0121): every security-relevant change of the company (users created, changed and
 * deleted, privileges and passwords changed, failed logins), newest first, read only.
 */
export default function AuditTrail() {
  const declaration = defineList({
    title: 'Audit Trail',
    trail: [{ label: 'User Management' }],
    call: auditCalls.list,
    columns: auditColumns,
    getRowId: (event) => String(event.id),
    describeRow: (event) => `${event.action} ${event.target ?? ''}`.trim(),
    emptyMessage: 'Nothing recorded yet',
  });
  return <ListScreen declaration={declaration} />;
}
