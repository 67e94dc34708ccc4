import * as v from 'valibot';
import { Webhook } from 'standardwebhooks';
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
import { deliveredRecorder, recordFailure, waiting } from './webhook-outcomes';
import { sendSigned, type AttemptOutcome } from './webhook-sender';
import { secretOwner } from './webhooks.service';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

type Subscription = typeof webhookSubscriptions.$inferSelect;

/** Polls `check` every 20 ms until it is truthy, `deadline` (epoch ms) passes, or `signal` aborts. */
async function until(check: () => Promise<unknown>, deadline: number, signal: AbortSignal) {
  while (Date.now() < deadline && !signal.aborted) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
 * The delivery of one subscription's queue (decisions 0451, 0453), as a job of the one runtime
 * so API and worker processes share the work. Deliveries go out one after another in the order
 * they were made, in batches (one claim, one read, outcomes committed behind the sends): the
 * head blocks those behind it until it is delivered or has finally failed.
 *
 * Who sends: a queued pump is marked by `pump_queued`, so an event does not queue a second one
 * while one is on its way; the pump that runs takes a lease on the subscription (its run id,
 * renewed per batch, a batch bounded to half of it), so two pumps never send one queue at once. A pump lets go only after
 * it found the queue empty in a transaction holding the subscription's row, which the
 * fan-out's `pump_queued` update waits for: no delivery is left without a pump.
 *
 * A kill -9 mid-delivery leaves the delivery waiting and the run RUNNING; the runtime's
 * recovery runs it again under the same run id, which reclaims the lease and sends again, with
 * their webhook-ids, the deliveries whose outcome was not committed yet (at least once).
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
    // Failed for good (ten attempts, or lost ten times): the queue must not wait for a pump
    // that never comes, nor a flood retry at once. Another in ten minutes (decision 0463).
    onFailed: (tx, input, runId) => handOver(tx, input.subscriptionId, runId),
  });

  /** Releases a failed pump's lease and queues its successor `failedPumpPauseMs` later; the flag stays set. */
  async function handOver(tx: JobTransaction, subscriptionId: number, runId: string) {
    await tx
      .update(webhookSubscriptions)
      .set({ leaseRun: null, leaseUntil: null })
      .where(
        and(eq(webhookSubscriptions.id, subscriptionId), eq(webhookSubscriptions.leaseRun, runId)),
      );
    const [subscription] = await tx
      .update(webhookSubscriptions)
      .set({ pumpQueued: true })
      .where(eq(webhookSubscriptions.id, subscriptionId))
      .returning({ id: webhookSubscriptions.id });
    if (!subscription) return;
    const startAfter = new Date(clock().getTime() + options.failedPumpPauseMs);
    await jobs.queue(kind, { subscriptionId }, { tx, startAfter });
  }

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

  /** Up to `batchSize` deliveries waiting, oldest first, each with its event. */
  const waitingBatch = (subscriptionId: number) =>
    db
      .select({ delivery: webhookDeliveries, event: platformEvents })
      .from(webhookDeliveries)
      .innerJoin(platformEvents, eq(platformEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.subscriptionId, subscriptionId), waiting))
      .orderBy(asc(webhookDeliveries.id))
      .limit(options.batchSize);
  type Waiting = Awaited<ReturnType<typeof waitingBatch>>[number];
  const due = ({ delivery }: Waiting) =>
    !delivery.nextAttemptAt || delivery.nextAttemptAt <= clock();

  /**
   * Sends a batch one after another on a kept-alive connection, while each is due, until one
   * fails or half the lease is spent (so the lease, renewed per batch, never runs out while a
   * request is on its way). Delivered ones are committed in the background
   * (deliveredRecorder); a failure is committed after them, and ends the batch: those behind
   * it wait, in order. Returns the pause's reason when the subscription was paused.
   */
  async function sendBatch(
    ctx: JobContext<null>,
    subscription: Subscription,
    batch: Waiting[],
    sendUntil: number,
  ): Promise<string | undefined> {
    const filter = deps.filterOf(subscription);
    const signer = new Webhook(
      deps.seal.open(secretOwner(subscription.id), subscription.secretSealed),
    );
    const recorder = deliveredRecorder(ctx, subscription.id, clock, options);
    for (const { delivery, event } of batch) {
      if (!due({ delivery, event }) || Date.now() > sendUntil) break;
      if (ctx.signal.aborted || recorder.failed) break;
      const stored: PlatformEvent = { ...event, data: event.data };
      const outcome: AttemptOutcome = filter
        ? await sendSigned({
            url: subscription.url,
            signer,
            messageId: delivery.messageId,
            at: clock(),
            body: JSON.stringify(filter.payloadOf(subscription, stored)),
            timeoutMs: options.timeoutMs,
            allowPrivate: deps.allowPrivate,
          })
        : { ok: false, status: null, error: 'No filter speaks for this subscription' };
      if (outcome.ok) {
        recorder.add(delivery.id, outcome.status!);
        continue;
      }
      await recorder.drain();
      return ctx.step({ checkpoint: null }, (tx) =>
        recordFailure(tx, subscription, delivery, outcome, clock(), options),
      );
    }
    await recorder.drain();
    ctx.signal.throwIfAborted();
    return undefined;
  }

  async function run(ctx: JobContext<null>, subscriptionId: number) {
    let idleSince: number | undefined;
    for (;;) {
      ctx.signal.throwIfAborted();
      const claimedAt = Date.now();
      const subscription = await claim(subscriptionId, ctx.runId);
      // Gone, or another pump holds the queue (it checks for more before it lets go).
      if (!subscription) return;
      if (subscription.state === 'paused') {
        await letGoUnlessMore(subscription, ctx.runId, true);
        return;
      }
      const batch = await waitingBatch(subscriptionId);
      if (batch.length === 0) {
        // A flood comes in bursts: linger a moment, holding the queue, so the next events need
        // no new job (and their transactions no pump_queued update) before letting go.
        idleSince ??= Date.now();
        if (Date.now() - idleSince < options.lingerMs) {
          await until(() => headOf(subscriptionId), idleSince + options.lingerMs, ctx.signal);
          continue;
        }
        if (await letGoUnlessMore(subscription, ctx.runId, false)) continue;
        return;
      }
      idleSince = undefined;
      const head = batch[0]!;
      if (!due(head)) {
        // Waiting for a retry: a pump queued for then takes over; this one ends.
        await db.transaction(async (tx) => {
          await tx
            .update(webhookSubscriptions)
            .set({ leaseRun: null, leaseUntil: null })
            .where(eq(webhookSubscriptions.leaseRun, ctx.runId));
          await jobs.queue(
            kind,
            { subscriptionId },
            { tx, startAfter: head.delivery.nextAttemptAt! },
          );
        });
        return;
      }
      const paused = await sendBatch(ctx, subscription, batch, claimedAt + options.leaseMs / 2);
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
