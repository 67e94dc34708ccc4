import { and, asc, eq } from 'drizzle-orm';
import type {
  EpcisNamedQuery,
  EpcisNamedQueryParams,
  EpcisNamedQueryRequest,
  EpcisSubscriptionCreated,
  EpcisSubscriptionRequest,
} from '@veritag/domain';
import type { Database, Db } from '../../db/database';
import { pgErrorCode } from '../../db/database';
import { conflict, notFound } from '../../http/problem';
import type { TraceService } from '../trace';
import type { EpcisScheduleRuns } from './epcis-schedule-runs';
import type { EpcisSubscriptionSink } from './epcis-subscription-sink';
import { epcisNamedQueries } from './epcis-subscriptions.table';

/** Who acts: the caller's company and login. */
export interface EpcisScope {
  companyId: number;
  login: string;
}

const uniqueViolation = '23505';

const namedQueryOf = (row: typeof epcisNamedQueries.$inferSelect): EpcisNamedQuery => ({
  name: row.name,
  query: row.query as EpcisNamedQuery['query'],
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Named EPCIS queries and their subscriptions (decision 0459). A query of another company reads
 * as one that does not exist; its name is the company's own, as the binding's paths want.
 */
export function epcisSubscriptionsService({
  database,
  trace,
  sink,
  scheduleRuns,
  clock,
}: {
  database: Database;
  trace: Pick<TraceService, 'events'>;
  sink: EpcisSubscriptionSink;
  /** Queues a scheduled subscription's first run (decision 0465). */
  scheduleRuns: Pick<EpcisScheduleRuns, 'first'>;
  clock: () => Date;
}) {
  const db = database.db;
  // Inside a transaction the transaction reads: PGlite has a single connection.
  const findRow = async (companyId: number, name: string, executor: Db = db) => {
    const [row] = await executor
      .select()
      .from(epcisNamedQueries)
      .where(and(eq(epcisNamedQueries.companyId, companyId), eq(epcisNamedQueries.name, name)));
    if (!row) throw notFound(`Query ${name}`);
    return row;
  };

  return {
    async list(companyId: number): Promise<EpcisNamedQuery[]> {
      const rows = await db
        .select()
        .from(epcisNamedQueries)
        .where(eq(epcisNamedQueries.companyId, companyId))
        .orderBy(asc(epcisNamedQueries.name));
      return rows.map(namedQueryOf);
    },

    find: async (companyId: number, name: string) => namedQueryOf(await findRow(companyId, name)),

    async create(scope: EpcisScope, request: EpcisNamedQueryRequest): Promise<EpcisNamedQuery> {
      try {
        const [row] = await db
          .insert(epcisNamedQueries)
          .values({
            companyId: scope.companyId,
            name: request.name,
            query: request.query,
            createdBy: scope.login,
            createdAt: clock(),
          })
          .returning();
        return namedQueryOf(row!);
      } catch (error) {
        if (pgErrorCode(error) === uniqueViolation)
          throw conflict(`A query named ${request.name} exists already: choose another name`);
        throw error;
      }
    },

    /** Removes the query and, in the same transaction, every subscription to it. */
    async remove(companyId: number, name: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(epcisNamedQueries)
          .where(and(eq(epcisNamedQueries.companyId, companyId), eq(epcisNamedQueries.name, name)))
          .returning({ id: epcisNamedQueries.id });
        if (removed.length === 0) throw notFound(`Query ${name}`);
        await sink.unsubscribeAll(tx as never, { companyId, queryName: name });
      });
    },

    /** Runs the query as GET /epcis/events would, the document named after it. */
    async run(
      companyId: number,
      name: string,
      paging: { perPage?: number; nextPageToken?: string },
    ) {
      const row = await findRow(companyId, name);
      const { document, nextPageToken } = await trace.events(companyId, {
        ...(row.query as EpcisNamedQueryParams),
        ...paging,
      });
      const body = document['epcisBody'] as { queryResults: { queryName: string } };
      body.queryResults.queryName = name;
      return { document, nextPageToken };
    },

    async subscribe(
      scope: EpcisScope,
      name: string,
      request: EpcisSubscriptionRequest,
    ): Promise<EpcisSubscriptionCreated> {
      return db.transaction(async (tx) => {
        const row = await findRow(scope.companyId, name, tx as never);
        const reportIfEmpty = request.reportIfEmpty ?? false;
        const trigger = request.schedule
          ? { schedule: request.schedule }
          : { stream: true as const };
        const record = await sink.subscribe(tx as never, {
          companyId: scope.companyId,
          createdBy: scope.login,
          queryName: row.name,
          query: row.query as EpcisNamedQueryParams,
          dest: request.dest,
          reportIfEmpty,
          trigger,
          ...(request.signatureToken ? { signatureToken: request.signatureToken } : {}),
          ...(request.initialRecordTime ? { initialRecordTime: request.initialRecordTime } : {}),
        });
        // Its first run, committed with it: from then on each run queues the next.
        if (request.schedule)
          await scheduleRuns.first(tx, Number(record.subscriptionID), request.schedule);
        return {
          subscriptionID: record.subscriptionID,
          dest: request.dest,
          createdAt: record.createdAt.toISOString(),
          reportIfEmpty,
          ...trigger,
          ...(request.initialRecordTime ? { initialRecordTime: request.initialRecordTime } : {}),
          ...(record.secret ? { secret: record.secret } : {}),
        };
      });
    },

    async unsubscribe(companyId: number, name: string, subscriptionID: string): Promise<void> {
      await db.transaction(async (tx) => {
        await findRow(companyId, name, tx as never);
        const ended = await sink.unsubscribe(
          tx as never,
          { companyId, queryName: name },
          subscriptionID,
        );
        if (!ended) throw notFound(`Subscription ${subscriptionID}`);
      });
    },
  };
}
export type EpcisSubscriptionsService = ReturnType<typeof epcisSubscriptionsService>;
