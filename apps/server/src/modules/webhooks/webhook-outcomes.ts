import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { JobContext, JobTransaction } from '../../platform/jobs';
import { arrayLiteral } from '../../db/prepared-statements';
import type { AttemptOutcome } from './webhook-sender';
import type { WebhookDeliveryOptions } from './webhook-options';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

type Subscription = typeof webhookSubscriptions.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;
export const waiting = inArray(webhookDeliveries.state, ['pending', 'retrying']);

/**
 * Records one failed attempt: a retry at the next wait, or a final failure; after
 * `pauseAfterFailures` final failures in a row, the subscription is paused. Returns the
 * pause's reason when it paused.
 */
export async function recordFailure(
  tx: JobTransaction,
  subscription: Subscription,
  delivery: Delivery,
  outcome: AttemptOutcome,
  now: Date,
  options: WebhookDeliveryOptions,
): Promise<string | undefined> {
  const attempts = delivery.attempts + 1;
  const wait = options.retryDelaysMs[attempts - 1];
  const state = wait === undefined ? 'failed' : 'retrying';
  await tx
    .update(webhookDeliveries)
    .set({
      state,
      attempts,
      lastStatus: outcome.status,
      lastError: outcome.error,
      nextAttemptAt: state === 'retrying' ? new Date(now.getTime() + wait!) : null,
      deliveredAt: null,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), waiting));
  if (state === 'retrying') return undefined;
  const [counted] = await tx
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: sql`${webhookSubscriptions.consecutiveFailures} + 1` })
    .where(eq(webhookSubscriptions.id, subscription.id))
    .returning({ failures: webhookSubscriptions.consecutiveFailures });
  if ((counted?.failures ?? 0) < options.pauseAfterFailures) return undefined;
  const reason = `Paused after ${counted!.failures} deliveries failed in a row; the last: ${outcome.error ?? 'no answer'}`;
  await tx
    .update(webhookSubscriptions)
    .set({ state: 'paused', pausedReason: reason.slice(0, 1000) })
    .where(eq(webhookSubscriptions.id, subscription.id));
  return reason;
}

/** Delivered ones, as many as one update holds: each with its receiver's status. */
async function recordDelivered(
  tx: JobTransaction,
  subscriptionId: number,
  delivered: readonly { id: number; status: number }[],
  now: Date,
) {
  await tx.execute(sql`
    update ${webhookDeliveries} d
    set state = 'delivered', attempts = d.attempts + 1, last_status = r.status,
      last_error = null, next_attempt_at = null, delivered_at = ${now.toISOString()}::timestamptz
    from unnest(${arrayLiteral(delivered.map((row) => row.id))}::bigint[],
      ${arrayLiteral(delivered.map((row) => row.status))}::int[]) as r(id, status)
    where d.id = r.id and d.state in ('pending', 'retrying')`);
  // A success ends a run of failures; written only when there was one (no row write per batch).
  await tx
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: 0 })
    .where(
      and(
        eq(webhookSubscriptions.id, subscriptionId),
        ne(webhookSubscriptions.consecutiveFailures, 0),
      ),
    );
}

/**
 * The delivered outcomes of a batch, committed in one step per `flushEvery` deliveries or
 * `flushMs`, whichever comes first (decision 0453), while the next ones are sent: sending
 * never waits for the database. Steps run one after another. What was sent but not yet
 * committed when the process dies is sent again, with the same webhook-id.
 */
export function deliveredRecorder(
  ctx: JobContext<null>,
  subscriptionId: number,
  clock: () => Date,
  { flushEvery, flushMs }: { flushEvery: number; flushMs: number },
) {
  let pending: { id: number; status: number }[] = [];
  let flushing: Promise<unknown> = Promise.resolve();
  let failure: unknown;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    if (rows.length > 0)
      flushing = flushing
        .then(() =>
          ctx.step({ checkpoint: null }, (tx) =>
            recordDelivered(tx, subscriptionId, rows, clock()),
          ),
        )
        .catch((error: unknown) => (failure ??= error));
    return flushing;
  };
  return {
    /** Whether a step failed (the process stops, or the run was taken over): stop sending. */
    get failed() {
      return failure !== undefined;
    },
    add(id: number, status: number) {
      pending.push({ id, status });
      if (pending.length >= flushEvery) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs);
    },
    /** Commits what is left; throws what a step threw. */
    async drain() {
      await flush();
      if (failure !== undefined) throw failure;
    },
  };
}
