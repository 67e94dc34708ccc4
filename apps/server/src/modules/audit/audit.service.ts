import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { auditActionLabels, type AuditAction, type AuditEvent, type Page } from '@veritag/domain';
import type { Db } from '../../db/database';
import {
  limitOf,
  listFilter,
  listOrder,
  listTotal,
  pageOf,
  type ListQuery,
} from '../../db/list-page';
import { auditEvents } from './audit.table';

/** One event to record. `actor`/`target` are the people involved (id and login), when known. */
export interface AuditEntry {
  action: AuditAction;
  companyId: number | null;
  actor?: { id: number; login: string } | null;
  target?: { id: number; login: string } | null;
  detail?: string;
  /** The request's address (request.ip). */
  address?: string | null;
}

type AuditColumn = 'action' | 'actor' | 'target' | 'detail' | 'address';
/**
 * The action as the list shows it ('User created', not 'user.created'), so its Contains filter
 * and its sort go by the words on the screen.
 */
const actionLabel = sql`(case ${auditEvents.action} ${sql.join(
  Object.entries(auditActionLabels).map(([action, label]) => sql`when ${action} then ${label}`),
  sql` `,
)} else ${auditEvents.action} end)`;

const columns = {
  action: actionLabel,
  actor: auditEvents.actor,
  target: auditEvents.target,
  detail: auditEvents.detail,
  address: auditEvents.address,
} as const;
const sortColumns = { ...columns, createdDate: auditEvents.createdDate } as const;

const toEvent = (row: typeof auditEvents.$inferSelect): AuditEvent => ({
  id: row.id,
  action: row.action as AuditAction,
  actor: row.actor,
  target: row.target,
  detail: row.detail,
  address: row.address,
  createdDate: row.createdDate.toISOString(),
});

/** The audit trail's door: modules record through it, inside their own transaction when they have one. */
export function auditService(db: Db) {
  return {
    /** Records one event; pass the caller's transaction so the event commits (or not) with the change. */
    async record(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditEvents).values({
        action: entry.action,
        companyId: entry.companyId,
        actorUserId: entry.actor?.id ?? null,
        actor: entry.actor?.login ?? null,
        targetUserId: entry.target?.id ?? null,
        target: entry.target?.login ?? null,
        detail: entry.detail ?? '',
        address: entry.address ?? null,
      });
    },

    /** Whether an event of this action concerning this user was recorded since then. */
    async recordedSince(action: AuditAction, targetUserId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, action),
            eq(auditEvents.targetUserId, targetUserId),
            gte(auditEvents.createdDate, since),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A page of one company's events (every company's for the super admin: scope null). */
    async page(scope: number | null, query: ListQuery<AuditColumn>): Promise<Page<AuditEvent>> {
      const filters: (SQL | undefined)[] = [listFilter(columns, query)];
      if (scope !== null) filters.push(eq(auditEvents.companyId, scope));
      const where = and(...filters);
      const { limit, offset } = limitOf(query);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(...listOrder(sortColumns, query.sort, auditEvents.id))
          .limit(limit)
          .offset(offset),
        listTotal(db, auditEvents, where),
      ]);
      return pageOf(rows.map(toEvent), total, query);
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
