/** Webhook delivery's timings and limits (decision 0451); tests shorten them through app options. */
export interface WebhookDeliveryOptions {
  /** The waits before the 2nd, 3rd... attempt; after the last, the delivery has failed. */
  retryDelaysMs: readonly number[];
  /** One attempt, connection and answer, within this. */
  timeoutMs: number;
  /** Deliveries finally failed in a row that pause the subscription. */
  pauseAfterFailures: number;
  /** How long a pump's claim on a subscription's queue holds without renewal. */
  leaseMs: number;
  /** How often the outbox reads which companies want which events (decision 0448). */
  interestRefreshMs: number;
  /** Deliveries a pump reads and sends per claim of the queue (decision 0453). */
  batchSize: number;
  /** Delivered outcomes are committed once this many are sent, or `flushMs` after the first. */
  flushEvery: number;
  flushMs: number;
  /** How long a pump that emptied its queue keeps watching it before it lets go. */
  lingerMs: number;
  /** After a pump failed for good, how long before another takes the queue (decision 0463). */
  failedPumpPauseMs: number;
}

const minute = 60_000;
export const defaultDeliveryOptions: WebhookDeliveryOptions = {
  retryDelaysMs: [1 * minute, 5 * minute, 30 * minute, 120 * minute, 360 * minute],
  timeoutMs: 10_000,
  pauseAfterFailures: 3,
  leaseMs: 60_000,
  interestRefreshMs: 1000,
  batchSize: 500,
  flushEvery: 200,
  flushMs: 100,
  lingerMs: 500,
  failedPumpPauseMs: 10 * minute,
};
