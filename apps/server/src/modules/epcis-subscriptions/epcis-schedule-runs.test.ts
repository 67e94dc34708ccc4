import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../platform/jobs';
import {
  documentsPerRun,
  epcisScheduleRuns,
  eventsPerDocument,
  settleMs,
  type ScheduleRunDeps,
} from './epcis-schedule-runs';
import type { StoredEpcisSubscription } from './epcis-stream-filter';

/*
 * A run's window and its bounds (decision 0465), on stand-ins for the webhooks and trace
 * modules: too many events for one run go on in a run queued at once; a run whose
 * subscription has moved on ends.
 */

const now = new Date('2026-11-29T10:00:00.000Z');
const stored: StoredEpcisSubscription = {
  query: { EQ_bizStep: ['shipping'] },
  reportIfEmpty: true,
  trigger: { schedule: { hour: '1' } },
  initialRecordTime: '2026-11-01T00:00:00.000Z',
};

function standIns(eventCount: number, subscription: StoredEpcisSubscription = stored) {
  const row = {
    id: 7,
    companyId: 3,
    epcisQueryName: 'shipped',
    epcisQuery: subscription as unknown,
    createdAt: new Date('2026-11-20T00:00:00Z'),
  };
  const events = Array.from({ length: eventCount }, (_, i) => ({ type: 'ObjectEvent', n: i }));
  const asked: Record<string, unknown>[] = [];
  const sent: { eventList: unknown[] }[][] = [];
  const queued: { input: { standing: number }; startAfter?: Date }[] = [];
  const deps: ScheduleRunDeps = {
    clock: () => now,
    publicBaseUrl: 'https://veritag.example',
    jobs: {
      queue: async (_kind, input, options) => {
        queued.push({ input: input as never, startAfter: options?.startAfter });
        return 'run';
      },
    },
    webhooks: {
      byIds: async () => [row],
      queueEpcisRun: async (_tx, order) => {
        if (JSON.stringify(order.read) !== JSON.stringify(row.epcisQuery)) return false;
        row.epcisQuery = order.next;
        sent.push(
          order.documents.map(
            (document) =>
              (document as { epcisBody: { queryResults: { resultsBody: { eventList: [] } } } })
                .epcisBody.queryResults.resultsBody,
          ),
        );
        return true;
      },
    },
    trace: {
      events: async (_companyId, query) => {
        asked.push(query);
        const from = Number(query.nextPageToken ?? 0);
        const to = from + query.perPage!;
        return {
          document: {
            epcisBody: { queryResults: { resultsBody: { eventList: events.slice(from, to) } } },
          },
          ...(to < events.length ? { nextPageToken: String(to) } : {}),
        } as never;
      },
    },
  };
  const ctx = {
    step: async (_mark: unknown, work: (tx: never) => Promise<unknown>) => work({} as never),
  } as unknown as JobContext<unknown>;
  const runs = epcisScheduleRuns(deps);
  const run = (standing: number) => runs.kind.run(ctx, { subscriptionId: 7, standing });
  const failForGood = (standing: number) =>
    runs.kind.onFailed!({} as never, { subscriptionId: 7, standing }, 'run');
  return { row, asked, sent, queued, run, failForGood };
}

describe('a scheduled run', () => {
  it('reads the window from the last run to settleMs before now, in documents of at most 1,000 events, going on at once when one run is not enough', async () => {
    const total = eventsPerDocument * documentsPerRun + 500;
    const { asked, sent, queued, run, row } = standIns(total);
    await run(0);
    const until = new Date(now.getTime() - settleMs).toISOString();
    expect(asked[0]).toMatchObject({
      EQ_bizStep: ['shipping'],
      GE_recordTime: stored.initialRecordTime,
      LT_recordTime: until,
      perPage: eventsPerDocument,
    });
    expect(sent[0]!.map((document) => document.eventList.length)).toEqual(
      Array(documentsPerRun).fill(eventsPerDocument),
    );
    expect(queued).toEqual([{ input: { subscriptionId: 7, standing: 1 }, startAfter: now }]);

    await run(queued[0]!.input.standing);
    expect(asked.at(-1)).toMatchObject({ LT_recordTime: until, nextPageToken: '10000' });
    expect(sent[1]!.map((document) => document.eventList.length)).toEqual([500]);
    expect(row.epcisQuery).toEqual({ ...stored, runs: 2, lastRunAt: until });
    // Then the schedule's next match: 01:00:00 the next day.
    expect(queued[1]).toEqual({
      input: { subscriptionId: 7, standing: 2 },
      startAfter: new Date('2026-11-30T01:00:00.000Z'),
    });
  });

  it('sends one empty document when reportIfEmpty asks, and ends when its subscription moved on', async () => {
    const { sent, queued, run } = standIns(0);
    await run(0);
    expect(sent).toEqual([[{ eventList: [] }]]);
    expect(queued).toHaveLength(1);
    // The same job again (queued twice, or retried after its commit): nothing.
    await run(0);
    expect(sent).toHaveLength(1);
    expect(queued).toHaveLength(1);
  });

  it('keeps one chain when a window is empty and clamped: initialRecordTime still to come', async () => {
    const future = {
      ...stored,
      reportIfEmpty: false,
      initialRecordTime: '2027-01-01T00:00:00.000Z',
    };
    const { row, sent, queued, run } = standIns(0, future);
    await run(0);
    expect(row.epcisQuery).toEqual({ ...future, runs: 1, lastRunAt: future.initialRecordTime });
    expect(sent).toEqual([[]]);
    await run(0);
    expect(queued).toHaveLength(1);
  });

  it('failed for good, goes on ten minutes later from the same standing (decision 0463)', async () => {
    const { queued, sent, failForGood } = standIns(0);
    await failForGood(4);
    expect(sent).toEqual([]);
    expect(queued).toEqual([
      { input: { subscriptionId: 7, standing: 4 }, startAfter: new Date(now.getTime() + 600_000) },
    ]);
  });
});
