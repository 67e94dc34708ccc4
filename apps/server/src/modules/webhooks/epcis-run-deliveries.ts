import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { JobTransaction } from '../../platform/jobs';
import { platformEvents } from '../../platform/outbox';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

export interface EpcisRunOrder {
  subscriptionId: number;
  /** The subscription's `epcis_query` as the run read it: the run commits only if it is unchanged. */
  read: unknown;
  /** What it becomes: the run's record of the window it covered (decision 0465). */
  next: unknown;
  /** The bodies to send, in order: each is sent as it is, on every attempt and resend. */
  documents: readonly unknown[];
}

/**
 * The deliveries of a scheduled EPCIS run (decision 0465), for its one subscription, in the
 * run's transaction. Each document is kept as a platform event of type `epcis.captured` whose
 * data is the whole document (written here, not through the outbox, so no fan-out sees it) with
 * a delivery of it; the EPCIS filter sends such data as it is. The subscription's record moves
 * from `read` to `next` in the same transaction, and only from `read`: a run retried after its
 * commit, or a second run of one window, changes nothing and queues nothing (false). False
 * also when the subscription is gone.
 */
export function epcisRunDeliveries({
  clock,
  pump,
}: {
  clock: () => Date;
  pump: (tx: JobTransaction, subscriptionIds: readonly number[]) => Promise<void>;
}) {
  return async function queueEpcisRun(tx: JobTransaction, order: EpcisRunOrder) {
    const [subscription] = await tx
      .update(webhookSubscriptions)
      .set({ epcisQuery: order.next })
      .where(
        and(
          eq(webhookSubscriptions.id, order.subscriptionId),
          sql`${webhookSubscriptions.epcisQuery} = ${JSON.stringify(order.read)}::jsonb`,
        ),
      )
      .returning({ companyId: webhookSubscriptions.companyId });
    if (!subscription) return false;
    if (order.documents.length === 0) return true;
    const now = clock();
    const events = await tx
      .insert(platformEvents)
      .values(
        order.documents.map((data) => ({
          companyId: subscription.companyId,
          type: 'epcis.captured' as const,
          data,
          occurredAt: now,
        })),
      )
      .returning({ id: platformEvents.id });
    await tx.insert(webhookDeliveries).values(
      events.map((event) => ({
        subscriptionId: order.subscriptionId,
        eventId: event.id,
        messageId: `msg_${randomBytes(16).toString('base64url')}`,
        createdAt: now,
      })),
    );
    await pump(tx, [order.subscriptionId]);
    return true;
  };
}
export type QueueEpcisRun = ReturnType<typeof epcisRunDeliveries>;
