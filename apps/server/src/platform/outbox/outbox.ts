import { webhookEventTypes, type WebhookEventType } from '@veritag/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { JobTransaction } from '../jobs';
import {
  announcedStatement,
  type AnnouncedChange,
  type AnnouncedStatement,
  type StatementFanOut,
} from './announced-statement';
import { platformEvents } from './platform-events.table';

/** What a module reports: a change of one company, its data exactly as stored. */
export interface PlatformEventInput {
  companyId: number;
  type: WebhookEventType;
  data: unknown;
}

/** An event as written to the outbox. */
export interface PlatformEvent extends PlatformEventInput {
  id: number;
  occurredAt: Date;
}

/**
 * Who hears events (the webhooks module): which companies want which types, read again every
 * `refreshMs`, and the fan-out that runs in the event's own transaction.
 */
export interface PlatformEventListener {
  /** Every (company, type) some active subscription wants. */
  interests(db: Db): Promise<Iterable<readonly [companyId: number, type: WebhookEventType]>>;
  /** The events of one company, in the order they happened. */
  fanOut(tx: JobTransaction, events: readonly PlatformEvent[]): Promise<void>;
  /** The same fan-out as part of a change's one statement, when the listener can (decision 0462). */
  inStatement?: StatementFanOut;
}

export interface OutboxOptions {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /**
   * How long a subscription made in another process may go unseen here (decision 0448):
   * the interests are read again this often. The process that makes it sees it at once.
   */
  refreshMs?: number;
}

/** Rows per insert statement: within PostgreSQL's 65,535 parameters. */
const eventChunk = 1000;

const keyOf = (companyId: number, type: WebhookEventType) => `${companyId} ${type}`;

/**
 * The platform's outbox (decision 0448). A module calls `recordPlatformEvent(tx, event)` inside
 * the transaction of the change it reports: rolled back together, committed together. When no
 * active subscription of the company wants the type (known from a set held in memory, so a
 * scan pays one lookup in a Set), nothing is written at all.
 */
export function createOutbox({ db, clock, log, refreshMs = 1000 }: OutboxOptions) {
  const listeners: PlatformEventListener[] = [];
  let wanted = new Set<string>();
  /** Interests noted in this process since the running read began: kept when it replaces `wanted`. */
  let notedSinceRead = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let refreshing: Promise<void> | undefined;

  async function refresh() {
    notedSinceRead = new Set<string>();
    const next = new Set<string>();
    for (const listener of listeners)
      for (const [companyId, type] of await listener.interests(db))
        next.add(keyOf(companyId, type));
    // What was noted while reading stays: the read may have begun before that subscription's
    // commit, and must not drop it until the next read.
    for (const key of notedSinceRead) next.add(key);
    wanted = next;
  }
  const refreshOnce = () => {
    refreshing ??= refresh()
      .catch((error: unknown) => log.error({ err: error }, 'Reading webhook subscriptions failed'))
      .finally(() => (refreshing = undefined));
    return refreshing;
  };

  const outbox = {
    /** Registers a listener; before start(). */
    listen(listener: PlatformEventListener): void {
      listeners.push(listener);
    },

    /** Reads the interests once, then every refreshMs. */
    async start(): Promise<void> {
      await refreshOnce();
      timer = setInterval(() => void refreshOnce(), refreshMs).unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
    },

    /** A subscription made or resumed in this process: heard from now on, before the next read. */
    noteInterest(companyId: number, types: readonly WebhookEventType[]): void {
      for (const type of types) {
        wanted.add(keyOf(companyId, type));
        notedSinceRead.add(keyOf(companyId, type));
      }
    },

    /** Whether anyone listens to this company's events of this type: the hot path's whole cost when nobody does. */
    wants: (companyId: number, type: WebhookEventType): boolean =>
      wanted.has(keyOf(companyId, type)),

    /** Of these companies and types, the pairs someone listens to. */
    wantedOf(
      companies: readonly number[],
      types: readonly WebhookEventType[],
    ): [number, WebhookEventType][] {
      return companies.flatMap((companyId) =>
        types
          .filter((type) => wanted.has(keyOf(companyId, type)))
          .map((type): [number, WebhookEventType] => [companyId, type]),
      );
    },

    /**
     * A change and its events as one statement (decision 0462), or undefined when a listener
     * can only fan out in a transaction. Built once by the change's module and prepared.
     */
    announcedStatement(change: AnnouncedChange): AnnouncedStatement | undefined {
      const inStatement = listeners.map((listener) => listener.inStatement);
      if (inStatement.some((fanOut) => !fanOut)) return undefined;
      return announcedStatement(change, inStatement as StatementFanOut[]);
    },

    /**
     * Records the event in `tx`, the transaction of the change it reports, and fans it out to
     * its subscriptions in the same transaction. Returns the stored event, or undefined when
     * nobody listens.
     */
    async recordPlatformEvent(
      tx: JobTransaction,
      input: PlatformEventInput,
    ): Promise<PlatformEvent | undefined> {
      return (await outbox.recordPlatformEvents(tx, [input]))[0];
    },

    /** The same for many events of one change (a bulk blacklisting), written in chunks. */
    async recordPlatformEvents(
      tx: JobTransaction,
      inputs: readonly PlatformEventInput[],
    ): Promise<PlatformEvent[]> {
      for (const input of inputs)
        if (!webhookEventTypes.includes(input.type))
          throw new Error(`Unknown platform event type ${input.type}`);
      const heard = inputs.filter((input) => wanted.has(keyOf(input.companyId, input.type)));
      if (heard.length === 0) return [];
      const occurredAt = clock();
      const events: PlatformEvent[] = [];
      for (let from = 0; from < heard.length; from += eventChunk) {
        const stored = await tx
          .insert(platformEvents)
          .values(
            heard
              .slice(from, from + eventChunk)
              .map((input) => ({ ...input, data: input.data ?? {}, occurredAt })),
          )
          .returning();
        events.push(...stored.map((row) => ({ ...row, data: row.data as unknown })));
      }
      const byCompany = new Map<number, PlatformEvent[]>();
      for (const event of events) {
        const ofCompany = byCompany.get(event.companyId);
        if (ofCompany) ofCompany.push(event);
        else byCompany.set(event.companyId, [event]);
      }
      for (const companyEvents of byCompany.values())
        for (const listener of listeners) await listener.fanOut(tx, companyEvents);
      return events;
    },
  };
  return outbox;
}
export type PlatformOutbox = ReturnType<typeof createOutbox>;
