import {
  bizStepOf,
  codeOfIdentifier,
  epcisQueryMatches,
  type CapturedEpcisEvent,
  type EpcisNamedQueryParams,
  type EpcisQuerySchedule,
} from '@veritag/domain';
import type { PlatformEvent } from '../../platform/outbox';
import type { SubscriptionFilter, SubscriptionForFilter } from '../webhooks';
import { epcisQueryDocumentOf } from './epcis-query-document';

/** What a webhook subscription's `epcis_query` column holds for an EPCIS subscription. */
export interface StoredEpcisSubscription {
  query: EpcisNamedQueryParams;
  reportIfEmpty: boolean;
  trigger: { stream: true } | { schedule: EpcisQuerySchedule };
  initialRecordTime?: string;
  /** The end of the window its schedule last covered: where the next run's starts (decision 0465). */
  lastRunAt?: string;
  /**
   * A window too large for one run (decision 0465): its end, and the page of the events query
   * the next run, queued at once, goes on from.
   */
  continuing?: { until: string; nextPageToken: string };
  /** Runs committed so far: the standing a queued run expects (decision 0465). */
  runs?: number;
}

/** A scheduled run's document; a captured event's data is an EPCIS event, never this. */
const isQueryDocument = (data: unknown) =>
  (data as { type?: unknown } | null)?.type === 'EPCISQueryDocument';

export const storedOf = (subscription: Pick<SubscriptionForFilter, 'epcisQuery'>) =>
  subscription.epcisQuery as StoredEpcisSubscription;

const listed = (event: Record<string, unknown>, key: string): string[] =>
  Array.isArray(event[key]) ? (event[key] as unknown[]).filter((v) => typeof v === 'string') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const codeOf = (identifier: string) => {
  const code = codeOfIdentifier(identifier);
  return typeof code === 'string' ? code : undefined;
};

/**
 * A captured event as the matcher reads it, from the `epcis.captured` record alone (the event
 * as stored, decision 0452) so that fan-out decides without reading the trail again. Its record
 * time is the record's; its codes are those it names (decision 0461 says what that leaves out).
 */
export function capturedOfRecord(event: PlatformEvent): CapturedEpcisEvent {
  const stored = event.data as Record<string, unknown>;
  const parentID = text(stored['parentID']);
  const parentCode = parentID === undefined ? undefined : codeOf(parentID);
  const named = [...listed(stored, 'epcList'), ...listed(stored, 'childEPCs')].flatMap(
    (identifier) => codeOf(identifier) ?? [],
  );
  const idOf = (key: string) => text((stored[key] as { id?: unknown } | undefined)?.id);
  const optional = (key: string, value: string | undefined) =>
    value === undefined ? {} : { [key]: value };
  return {
    type: stored['type'] === 'AggregationEvent' ? 'AggregationEvent' : 'ObjectEvent',
    action: text(stored['action']) ?? '',
    bizStep: bizStepOf(text(stored['bizStep'])) ?? '',
    eventTime: new Date(text(stored['eventTime']) ?? 0).toISOString(),
    recordTime: event.occurredAt.toISOString(),
    ...optional('disposition', text(stored['disposition'])),
    ...optional('readPoint', idOf('readPoint')),
    ...optional('bizLocation', idOf('bizLocation')),
    ...optional('eventID', text(stored['eventID'])),
    ...optional('parentCode', parentCode),
    codes: [...(parentCode ? [parentCode] : []), ...named],
  };
}

/**
 * EPCIS subscriptions on the webhook machinery's one seam (decision 0461): a stream subscription
 * takes each `epcis.captured` record its named query matches, and receives it at once as an
 * EPCISQueryDocument naming the subscription and the query. The document is dated by the record,
 * so a retry or a resend sends the same body under the same webhook-id.
 */
export function epcisSubscriptionFilter(publicBaseUrl: string): SubscriptionFilter {
  return {
    claims: (subscription) => subscription.epcisQueryName !== null,
    accepts(subscription, event) {
      const stored = storedOf(subscription);
      return (
        event.type === 'epcis.captured' &&
        'stream' in stored.trigger &&
        epcisQueryMatches(stored.query, capturedOfRecord(event))
      );
    },
    payloadOf: (subscription, event) =>
      // A scheduled run's document is kept whole as the record's data (decision 0465).
      isQueryDocument(event.data)
        ? event.data
        : epcisQueryDocumentOf({
            publicBaseUrl,
            creationDate: event.occurredAt,
            queryName: subscription.epcisQueryName!,
            subscriptionID: String(subscription.id),
            eventList: [event.data as Record<string, unknown>],
          }),
  };
}
