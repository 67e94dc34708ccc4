import * as v from 'valibot';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  defineJob,
  type JobContext,
  type JobRuntime,
  type JobTransaction,
} from '../../platform/jobs';
import { platformEvents, type PlatformEvent } from '../../platform/outbox';
import type { TextSeal } from '../../platform/sealed-text';
import type { SubscriptionFilter } from './subscription-filter';
import type { WebhookDeliveryOptions } from './webhook-options';
import { sendSigned, type AttemptOutcome } from './webhook-sender';
import { secretOwner } from './webhooks.service';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

type Subscription = typeof webhookSubscriptions.$inferSelect;
const waiting = inArray(webhookDeliveries.state, ['pending', 'retrying']);

export interface PumpDeps {
  db: Db;
  jobs: Pick<JobRuntime, 'queue' | 'wake'>;
  clock: () => Date;
  seal: TextSeal;
  allowPrivate: boolean;
  options: WebhookDeliveryOptions;
  filterOf: (subscription: Subscription) => SubscriptionFilter | undefined;
  /** Tells the company's admins that the subscription was paused (after the pause is committed). */
  notifyPaused: (subscription: Subscription, reason: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * The delivery of one subscription's queue (decision 0451), as a job of the one runtime so
 * API and worker processes share the work. Deliveries go out one at a time in the order they
 * were made: the head blocks those behind it until it is delivered or has finally failed.
 *
 * Who sends: a queued pump is marked by `pump_queued`, so an event does not queue a second one
 * while one is on its way; the pump that runs takes a lease on the subscription (its run id,
 * renewed per delivery), so two pumps never send one queue at once. A pump lets go only after
 * it found the queue empty in a transaction holding the subscription's row, which the
 * fan-out's `pump_queued` update waits for: no delivery is left without a pump.
 *
 * A kill -9 mid-delivery leaves the delivery waiting and the run RUNNING; the runtime's
 * recovery runs it again under the same run id, which reclaims the lease and sends the
 * delivery again with the same webhook-id (at least once).
 */
export function webhookPump(deps: PumpDeps) {
  const { db, jobs, clock, options } = deps;

  const kind = defineJob({
    name: 'webhooks.deliver',
    input: v.object({ subscriptionId: v.pipe(v.number(), v.integer()) }),
    writes: "webhook_deliveries (each attempt's outcome) and the subscription's failures and state",
    resumes:
      'sends the queue again from its head: a delivery whose outcome was not committed is sent again with the same webhook-id',
    failedReason: 'The webhook deliveries could not be sent',
    // A pump only fails when its process dies or the database is away: try again soon.
    retries: { limit: 10, delaySeconds: 1, backoff: true },
    timeoutMinutes: 30,
    concurrency: 4,
    run: (ctx, input) => run(ctx as JobContext<null>, input.subscriptionId),
  });

  /**
   * Queues a pump for each subscription that has none on its way, in the caller's transaction;
   * `now`: one in any case (a resend must not wait for a pump queued for a later retry).
   */
  async function pump(tx: JobTransaction, subscriptionIds: readonly number[], now = false) {
    const unpumped = await tx
      .update(webhookSubscriptions)
      .set({ pumpQueued: true })
      .where(
        and(
          inArray(webhookSubscriptions.id, [...subscriptionIds]),
          now ? undefined : eq(webhookSubscriptions.pumpQueued, false),
        ),
      )
      .returning({ id: webhookSubscriptions.id });
    for (const { id } of unpumped) await jobs.queue(kind, { subscriptionId: id }, { tx });
    // The commit is the caller's: wake this process's workers a moment after it (on PGlite
    // they wait for it anyway); other processes find the job at their next poll.
    if (unpumped.length > 0)
      for (const ms of [5, 100]) setTimeout(() => jobs.wake(kind), ms).unref();
  }

  const claim = async (subscriptionId: number, runId: string) => {
    const now = clock();
    const [row] = await db
      .update(webhookSubscriptions)
      .set({ leaseRun: runId, leaseUntil: new Date(now.getTime() + options.leaseMs) })
      .where(
        and(
          eq(webhookSubscriptions.id, subscriptionId),
          or(
            isNull(webhookSubscriptions.leaseUntil),
            lt(webhookSubscriptions.leaseUntil, now),
            eq(webhookSubscriptions.leaseRun, runId),
          ),
        ),
      )
      .returning();
    return row;
  };

  const headOf = async (subscriptionId: number, reader: Db | JobTransaction = db) => {
    const [head] = await reader
      .select({ delivery: webhookDeliveries, event: platformEvents })
      .from(webhookDeliveries)
      .innerJoin(platformEvents, eq(platformEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), waiting))
      .orderBy(asc(webhookDeliveries.id))
      .limit(1);
    return head;
  };

  /** Lets go of the queue unless something arrived meanwhile; true when it did (keep going). */
  const letGoUnlessMore = (subscription: Subscription, runId: string, paused: boolean) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${webhookSubscriptions} where ${webhookSubscriptions.id} = ${subscription.id} for update`,
      );
      if (!paused && (await headOf(subscription.id, tx))) return true;
      await tx
        .update(webhookSubscriptions)
        .set({ pumpQueued: false, leaseRun: null, leaseUntil: null })
        .where(
          and(
            eq(webhookSubscriptions.id, subscription.id),
            eq(webhookSubscriptions.leaseRun, runId),
          ),
        );
      return false;
    });

  async function recordOutcome(
    tx: JobTransaction,
    subscription: Subscription,
    delivery: typeof webhookDeliveries.$inferSelect,
    outcome: AttemptOutcome,
  ): Promise<string | undefined> {
    const now = clock();
    const attempts = delivery.attempts + 1;
    const wait = options.retryDelaysMs[attempts - 1];
    const state = outcome.ok ? 'delivered' : wait === undefined ? 'failed' : 'retrying';
    await tx
      .update(webhookDeliveries)
      .set({
        state,
        attempts,
        lastStatus: outcome.status,
        lastError: outcome.error,
        nextAttemptAt: state === 'retrying' ? new Date(now.getTime() + wait!) : null,
        deliveredAt: outcome.ok ? now : null,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), waiting));
    if (state === 'retrying') return undefined;
    const [counted] = await tx
      .update(webhookSubscriptions)
      .set({
        consecutiveFailures: outcome.ok ? 0 : sql`${webhookSubscriptions.consecutiveFailures} + 1`,
      })
      .where(eq(webhookSubscriptions.id, subscription.id))
      .returning({ failures: webhookSubscriptions.consecutiveFailures });
    if (outcome.ok || (counted?.failures ?? 0) < options.pauseAfterFailures) return undefined;
    const reason = `Paused after ${counted!.failures} deliveries failed in a row; the last: ${outcome.error ?? 'no answer'}`;
    await tx
      .update(webhookSubscriptions)
      .set({ state: 'paused', pausedReason: reason.slice(0, 1000) })
      .where(eq(webhookSubscriptions.id, subscription.id));
    return reason;
  }

  async function run(ctx: JobContext<null>, subscriptionId: number) {
    for (;;) {
      ctx.signal.throwIfAborted();
      const subscription = await claim(subscriptionId, ctx.runId);
      // Gone, or another pump holds the queue (it checks for more before it lets go).
      if (!subscription) return;
      if (subscription.state === 'paused') {
        await letGoUnlessMore(subscription, ctx.runId, true);
        return;
      }
      const head = await headOf(subscriptionId);
      if (!head) {
        if (await letGoUnlessMore(subscription, ctx.runId, false)) continue;
        return;
      }
      const { delivery, event } = head;
      if (delivery.nextAttemptAt && delivery.nextAttemptAt > clock()) {
        // Waiting for a retry: a pump queued for then takes over; this one ends.
        await db.transaction(async (tx) => {
          await tx
            .update(webhookSubscriptions)
            .set({ leaseRun: null, leaseUntil: null })
            .where(eq(webhookSubscriptions.leaseRun, ctx.runId));
          await jobs.queue(kind, { subscriptionId }, { tx, startAfter: delivery.nextAttemptAt! });
        });
        return;
      }
      const filter = deps.filterOf(subscription);
      const stored: PlatformEvent = { ...event, data: event.data };
      const outcome: AttemptOutcome = filter
        ? await sendSigned({
            url: subscription.url,
            secret: deps.seal.open(secretOwner(subscription.id), subscription.secretSealed),
            messageId: delivery.messageId,
            at: clock(),
            body: JSON.stringify(filter.payloadOf(subscription, stored)),
            timeoutMs: options.timeoutMs,
            allowPrivate: deps.allowPrivate,
          })
        : { ok: false, status: null, error: 'No filter speaks for this subscription' };
      const paused = await ctx.step({ checkpoint: null }, (tx) =>
        recordOutcome(tx, subscription, delivery, outcome),
      );
      if (paused) {
        await letGoUnlessMore(subscription, ctx.runId, true);
        await deps
          .notifyPaused(subscription, paused)
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'The notice of a paused webhook could not be queued'),
          );
        return;
      }
    }
  }

  return { kind, pump };
}
