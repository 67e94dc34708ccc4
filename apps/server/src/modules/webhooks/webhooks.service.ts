import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  webhookSecretPrefix,
  type Page,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookRequest,
} from '@veritag/domain';
import type { Db } from '../../db/database';
import { ApiProblem, badRequest, notFound } from '../../http/problem';
import type { JobTransaction } from '../../platform/jobs';
import type { PlatformEvent, PlatformOutbox } from '../../platform/outbox';
import { platformEvents } from '../../platform/outbox';
import type { TextSeal } from '../../platform/sealed-text';
import { plainWebhooksInStatement } from './statement-fan-out';
import { plainWebhooks, type SubscriptionFilter } from './subscription-filter';
import { targetRefusal } from './webhook-targets';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

type Subscription = typeof webhookSubscriptions.$inferSelect;

export interface WebhooksServiceDeps {
  db: Db;
  outbox: PlatformOutbox;
  clock: () => Date;
  seal: TextSeal;
  allowPrivate: boolean;
  /** Queues the pump of these subscriptions' queues within `tx` (webhook-pump.ts). */
  pump: (tx: JobTransaction, subscriptionIds: readonly number[], now?: boolean) => Promise<void>;
}

/** The sealed secret's associated data: a secret copied onto another subscription does not open. */
export const secretOwner = (id: number) => `webhook:${id}`;

/** Rows per insert statement: within PostgreSQL's 65,535 parameters. */
const deliveryChunk = 1000;

const messageId = () => `msg_${randomBytes(16).toString('base64url')}`;

export const webhookOf = (row: Subscription): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  state: row.state,
  pausedReason: row.pausedReason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  messageId: webhookDeliveries.messageId,
  type: platformEvents.type,
  state: webhookDeliveries.state,
  attempts: webhookDeliveries.attempts,
  lastStatus: webhookDeliveries.lastStatus,
  lastError: webhookDeliveries.lastError,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};
type DeliveryRow = { [K in keyof typeof deliveryColumns]: unknown } & {
  id: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
};
const deliveryOf = (row: DeliveryRow): WebhookDelivery =>
  ({
    ...row,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }) as WebhookDelivery;

/**
 * Subscriptions and their deliveries (decision 0449): made, listed, resumed, ended; the fan-out
 * of an event into deliveries, in the event's own transaction, through the subscription filters.
 */
export function webhooksService({
  db,
  outbox,
  clock,
  seal,
  allowPrivate,
  pump,
}: WebhooksServiceDeps) {
  const filters: SubscriptionFilter[] = [];
  const filterOf = (subscription: Subscription) =>
    [...filters, plainWebhooks].find((filter) => filter.claims(subscription));

  /** A company's subscription, or 404: another company's is as unknown as one never made. */
  const inScope = (scope: number | null, id: number): SQL =>
    scope === null
      ? eq(webhookSubscriptions.id, id)
      : and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, scope))!;
  async function subscriptionIn(scope: number | null, id: number, tx: Db | JobTransaction = db) {
    const [row] = await tx.select().from(webhookSubscriptions).where(inScope(scope, id));
    if (!row) throw notFound('Webhook');
    return row;
  }

  async function fanOut(tx: JobTransaction, events: readonly PlatformEvent[]) {
    const candidates = await tx
      .select()
      .from(webhookSubscriptions)
      .where(
        and(
          eq(webhookSubscriptions.companyId, events[0]!.companyId),
          eq(webhookSubscriptions.state, 'active'),
        ),
      )
      .orderBy(webhookSubscriptions.id);
    const now = clock();
    const deliveries = events.flatMap((event) =>
      candidates
        .filter((sub) => filterOf(sub)?.accepts(sub, event))
        .map((sub) => ({
          subscriptionId: sub.id,
          eventId: event.id,
          messageId: messageId(),
          createdAt: now,
        })),
    );
    if (deliveries.length === 0) return;
    for (let from = 0; from < deliveries.length; from += deliveryChunk)
      await tx.insert(webhookDeliveries).values(deliveries.slice(from, from + deliveryChunk));
    await pump(tx, [...new Set(deliveries.map((delivery) => delivery.subscriptionId))]);
  }

  outbox.listen({
    async interests(reader) {
      const rows = await reader
        .select({ companyId: webhookSubscriptions.companyId, events: webhookSubscriptions.events })
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.state, 'active'));
      return rows.flatMap((row) => row.events.map((type) => [row.companyId, type] as const));
    },
    fanOut,
    inStatement: plainWebhooksInStatement,
  });

  return {
    /** Adds a filter that claims some subscriptions before the plain webhooks' (EPCIS subscriptions). */
    registerFilter(filter: SubscriptionFilter): void {
      filters.unshift(filter);
    },
    filterOf,

    async list(scope: number | null): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhookSubscriptions)
        .where(scope === null ? undefined : eq(webhookSubscriptions.companyId, scope))
        .orderBy(desc(webhookSubscriptions.id));
      return rows.map(webhookOf);
    },

    async create(
      companyId: number,
      createdBy: string,
      request: WebhookRequest,
    ): Promise<WebhookCreated> {
      const refusal = await targetRefusal(request.url, allowPrivate);
      if (refusal) throw badRequest(refusal);
      const secret = `${webhookSecretPrefix}${randomBytes(32).toString('base64')}`;
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(webhookSubscriptions)
          .values({
            companyId,
            url: request.url,
            events: [...request.events],
            secretSealed: '',
            createdBy,
            createdAt: clock(),
          })
          .returning();
        const [sealed] = await tx
          .update(webhookSubscriptions)
          .set({ secretSealed: seal.seal(secretOwner(made!.id), secret) })
          .where(eq(webhookSubscriptions.id, made!.id))
          .returning();
        return sealed!;
      });
      outbox.noteInterest(companyId, row.events);
      return { ...webhookOf(row), secret };
    },

    async remove(scope: number | null, id: number): Promise<void> {
      const removed = await db
        .delete(webhookSubscriptions)
        .where(inScope(scope, id))
        .returning({ id: webhookSubscriptions.id });
      if (removed.length === 0) throw notFound('Webhook');
    },

    /** Active again, its failures forgotten; what waits in its queue is sent, in order. */
    async resume(scope: number | null, id: number): Promise<Webhook> {
      const row = await db.transaction(async (tx) => {
        await subscriptionIn(scope, id, tx);
        const [resumed] = await tx
          .update(webhookSubscriptions)
          .set({ state: 'active', pausedReason: null, consecutiveFailures: 0 })
          .where(eq(webhookSubscriptions.id, id))
          .returning();
        await pump(tx, [id]);
        return resumed!;
      });
      outbox.noteInterest(row.companyId, row.events);
      return webhookOf(row);
    },

    async deliveries(
      scope: number | null,
      id: number,
      { page, size }: { page: number; size: number },
    ): Promise<Page<WebhookDelivery>> {
      await subscriptionIn(scope, id);
      const mine = eq(webhookDeliveries.subscriptionId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select(deliveryColumns)
          .from(webhookDeliveries)
          .innerJoin(platformEvents, eq(platformEvents.id, webhookDeliveries.eventId))
          .where(mine)
          .orderBy(desc(webhookDeliveries.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(webhookDeliveries).where(mine),
      ]);
      const totalElements = total?.n ?? 0;
      return {
        content: rows.map((row) => deliveryOf(row as DeliveryRow)),
        totalElements,
        totalPages: Math.ceil(totalElements / size),
        number: page,
        size,
      };
    },

    /**
     * Back into the queue with the same webhook-id, whatever its state; it is sent in its place
     * by id (before anything newer still waiting), its attempts counted afresh.
     */
    async resend(scope: number | null, id: number, deliveryId: number): Promise<WebhookDelivery> {
      const subscription = await subscriptionIn(scope, id);
      if (subscription.state === 'paused')
        throw new ApiProblem(409, 'This webhook is paused: resume it to send its deliveries');
      await db.transaction(async (tx) => {
        const requeued = await tx
          .update(webhookDeliveries)
          .set({ state: 'pending', attempts: 0, nextAttemptAt: null, deliveredAt: null })
          .where(
            and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, id)),
          )
          .returning({ id: webhookDeliveries.id });
        if (requeued.length === 0) throw notFound('Delivery');
        await pump(tx, [id], true);
      });
      const [row] = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(platformEvents, eq(platformEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return deliveryOf(row as DeliveryRow);
    },

    /**
     * An EPCIS subscription (epcis-subscriptions module, decision 0461): a subscription to
     * `epcis.captured` whose filter is the named query, made in the caller's transaction so a
     * named query and its subscriptions change together. The target rules are a webhook's.
     */
    async createForEpcis(
      tx: JobTransaction,
      order: {
        companyId: number;
        createdBy: string;
        url: string;
        secret: string;
        queryName: string;
        query: unknown;
      },
    ): Promise<{ id: number; createdAt: Date }> {
      const refusal = await targetRefusal(order.url, allowPrivate);
      if (refusal) throw badRequest(refusal);
      const [made] = await tx
        .insert(webhookSubscriptions)
        .values({
          companyId: order.companyId,
          url: order.url,
          events: ['epcis.captured'],
          secretSealed: '',
          createdBy: order.createdBy,
          createdAt: clock(),
          epcisQueryName: order.queryName,
          epcisQuery: order.query,
        })
        .returning();
      await tx
        .update(webhookSubscriptions)
        .set({ secretSealed: seal.seal(secretOwner(made!.id), order.secret) })
        .where(eq(webhookSubscriptions.id, made!.id));
      outbox.noteInterest(order.companyId, ['epcis.captured']);
      return { id: made!.id, createdAt: made!.createdAt };
    },

    /** Ends a named query's EPCIS subscriptions (one, or all when `id` is absent); how many ended. */
    async removeForEpcis(
      tx: JobTransaction,
      scope: { companyId: number; queryName: string },
      id?: number,
    ): Promise<number> {
      const removed = await tx
        .delete(webhookSubscriptions)
        .where(
          and(
            eq(webhookSubscriptions.companyId, scope.companyId),
            eq(webhookSubscriptions.epcisQueryName, scope.queryName),
            id === undefined ? undefined : eq(webhookSubscriptions.id, id),
          ),
        )
        .returning({ id: webhookSubscriptions.id });
      return removed.length;
    },

    /** For tests and tools: the subscriptions of the listed ids, as stored. */
    byIds: (ids: readonly number[]) =>
      db
        .select()
        .from(webhookSubscriptions)
        .where(inArray(webhookSubscriptions.id, [...ids])),
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
