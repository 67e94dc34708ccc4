import * as v from 'valibot';
import {
  epcisEventsPageSizes,
  nextScheduleMatch,
  type EpcisNamedQueryParams,
} from '@veritag/domain';
import { defineJob, type JobContext, type JobRuntime } from '../../platform/jobs';
import type { TraceService } from '../trace';
import type { QueueEpcisRun, WebhooksService } from '../webhooks';
import { epcisQueryDocumentOf } from './epcis-query-document';
import { storedOf, type StoredEpcisSubscription } from './epcis-stream-filter';

/**
 * How far behind the run's clock a window ends (decision 0465): a capture takes its record time
 * before it commits, so a window ending at the run's own time could pass over events committed
 * a moment later, and the next window would start after them.
 */
export const settleMs = 5000;
/** Events per document: the events query's largest page. */
export const eventsPerDocument = epcisEventsPageSizes.most;
/** After a run failed for good, when the chain tries again. */
const retryAfterFailureMs = 10 * 60_000;
/** Documents per run's transaction; a larger window goes on in a run queued at once. */
export const documentsPerRun = 10;

const later = (a: string | undefined, b: Date) =>
  a !== undefined && new Date(a) > b ? a : b.toISOString();
const earlier = (a: string | undefined, b: Date) =>
  a !== undefined && new Date(a) < b ? a : b.toISOString();

/**
 * Where a subscription's runs stand: how many have committed, carried by the job queued for the
 * next one. A run whose subscription has moved on (its job queued twice, or retried after it
 * committed) ends, so a subscription never has two chains of runs; each run changes the count,
 * so this holds even when a window is empty and nothing else changes.
 */
const standingOf = (stored: Pick<StoredEpcisSubscription, 'runs'>) => stored.runs ?? 0;

type SubscriptionRow = Pick<
  Awaited<ReturnType<WebhooksService['byIds']>>[number],
  'id' | 'companyId' | 'epcisQueryName' | 'epcisQuery' | 'createdAt'
>;

export interface ScheduleRunDeps {
  jobs: Pick<JobRuntime, 'queue'>;
  clock: () => Date;
  webhooks: {
    /** The webhooks service's read of subscriptions (only the fields a run needs). */
    byIds(ids: readonly number[]): PromiseLike<SubscriptionRow[]>;
    queueEpcisRun: QueueEpcisRun;
  };
  trace: Pick<TraceService, 'events'>;
  publicBaseUrl: string;
}

/**
 * Scheduled EPCIS subscriptions (decision 0465): one queued `epcisSubscriptions.run` per
 * subscription, for its next match. A run reads the named query's events recorded in its window
 * [last run's end, now - settleMs), sends them as EPCISQueryDocuments of at most 1,000 events
 * each, in order, or one empty document when `reportIfEmpty` asks, and in one transaction
 * queues those deliveries, records the window's end and queues its successor.
 */
export function epcisScheduleRuns(deps: ScheduleRunDeps) {
  const { jobs, clock, webhooks, trace } = deps;

  const kind = defineJob({
    name: 'epcisSubscriptions.run',
    input: v.object({
      subscriptionId: v.pipe(v.number(), v.integer()),
      standing: v.pipe(v.number(), v.integer()),
    }),
    writes:
      "platform_events and webhook_deliveries (the run's documents, for its subscription), the subscription's record of its last window, and the next run",
    resumes:
      'reads the window again: its deliveries, the record of its end and the next run commit together, only from the standing the job was queued for; a run finding its subscription moved on ends',
    failedReason: 'The scheduled EPCIS subscription could not run',
    retries: { limit: 10, delaySeconds: 2, backoff: true },
    timeoutMinutes: 10,
    concurrency: 2,
    run: (ctx, input) => run(ctx as JobContext<null>, input),
    // Failed for good: the chain goes on ten minutes later from the same standing and window,
    // instead of ending and leaving the subscription silent (decision 0463).
    onFailed: async (tx, input) => {
      await jobs.queue(kind, input, {
        tx,
        startAfter: new Date(clock().getTime() + retryAfterFailureMs),
      });
    },
  });

  /** Up to `documentsPerRun` pages of the window's events, and where the rest begins. */
  async function pagesOf(
    companyId: number,
    query: EpcisNamedQueryParams,
    window: { from: string; until: string; nextPageToken?: string },
  ) {
    const pages: Record<string, unknown>[][] = [];
    let nextPageToken = window.nextPageToken;
    do {
      const found = await trace.events(companyId, {
        ...query,
        GE_recordTime: later(query.GE_recordTime, new Date(window.from)),
        LT_recordTime: earlier(query.LT_recordTime, new Date(window.until)),
        perPage: eventsPerDocument,
        ...(nextPageToken ? { nextPageToken } : {}),
      });
      const body = found.document['epcisBody'] as {
        queryResults: { resultsBody: { eventList: Record<string, unknown>[] } };
      };
      const events = body.queryResults.resultsBody.eventList;
      if (events.length > 0) pages.push(events);
      nextPageToken = found.nextPageToken;
    } while (nextPageToken && pages.length < documentsPerRun);
    return { pages, nextPageToken };
  }

  async function run(
    ctx: JobContext<null>,
    { subscriptionId, standing }: { subscriptionId: number; standing: number },
  ) {
    const [row] = await webhooks.byIds([subscriptionId]);
    // Ended (its webhook, the subscription or its named query removed): no more runs.
    if (!row || row.epcisQueryName === null) return;
    const stored = storedOf(row);
    if (!('schedule' in stored.trigger) || standingOf(stored) !== standing) return;
    const now = clock();
    const from = stored.lastRunAt ?? stored.initialRecordTime ?? row.createdAt.toISOString();
    const until = stored.continuing?.until ?? later(from, new Date(now.getTime() - settleMs));
    const { pages, nextPageToken } = await pagesOf(row.companyId, stored.query, {
      from,
      until,
      ...(stored.continuing ? { nextPageToken: stored.continuing.nextPageToken } : {}),
    });
    const documentOf = (eventList: Record<string, unknown>[]) =>
      epcisQueryDocumentOf({
        publicBaseUrl: deps.publicBaseUrl,
        creationDate: now,
        queryName: row.epcisQueryName!,
        subscriptionID: String(row.id),
        eventList,
      });
    const reportsEmpty = stored.reportIfEmpty && !stored.continuing && pages.length === 0;
    const documents = reportsEmpty ? [documentOf([])] : pages.map(documentOf);
    const { continuing: _done, ...rest } = stored;
    const runs = standingOf(stored) + 1;
    const next: StoredEpcisSubscription = nextPageToken
      ? { ...stored, runs, continuing: { until, nextPageToken } }
      : { ...rest, runs, lastRunAt: until };
    // A window left unfinished goes on at once; otherwise at the schedule's next match.
    const startAfter = nextPageToken ? now : nextScheduleMatch(stored.trigger.schedule, now);
    await ctx.step({ checkpoint: null }, async (tx) => {
      const queued = await webhooks.queueEpcisRun(tx, {
        subscriptionId,
        read: row.epcisQuery,
        next,
        documents,
      });
      if (queued && startAfter)
        await jobs.queue(kind, { subscriptionId, standing: standingOf(next) }, { tx, startAfter });
    });
  }

  /** Queues a new subscription's first run, in the transaction that makes it. */
  const first = (
    tx: Parameters<ScheduleRunDeps['webhooks']['queueEpcisRun']>[0],
    subscriptionId: number,
    schedule: Parameters<typeof nextScheduleMatch>[0],
  ) => {
    const startAfter = nextScheduleMatch(schedule, clock());
    const standing = standingOf({});
    return startAfter
      ? jobs.queue(kind, { subscriptionId, standing }, { tx, startAfter })
      : undefined;
  };

  return { kind, first };
}
export type EpcisScheduleRuns = ReturnType<typeof epcisScheduleRuns>;
