import { epcisQueryMatches, type EpcisNamedQueryParams } from '@veritag/domain';
import { epcisContextOf, type CapturedEvent } from '../trace';

/**
 * What a subscriber receives (decision 0460): an EPCIS 2.0 EPCISQueryDocument whose queryResults
 * name the subscription and its query, its events listed as GET /epcis/events lists them.
 */
export function epcisQueryDocumentOf(input: {
  publicBaseUrl: string;
  creationDate: Date;
  queryName: string;
  subscriptionID: string;
  eventList: Record<string, unknown>[];
}) {
  return {
    '@context': epcisContextOf(input.publicBaseUrl),
    type: 'EPCISQueryDocument' as const,
    schemaVersion: '2.0',
    creationDate: input.creationDate.toISOString(),
    epcisBody: {
      queryResults: {
        subscriptionID: input.subscriptionID,
        queryName: input.queryName,
        resultsBody: { eventList: input.eventList },
      },
    },
  };
}
export type EpcisQueryDocument = ReturnType<typeof epcisQueryDocumentOf>;

/** A stream subscription as the fan-out holds it: its id and its named query's parameters. */
export interface StreamSubscription {
  subscriptionID: string;
  queryName: string;
  query: EpcisNamedQueryParams;
}

/**
 * The fan-out of one capture to stream subscriptions: for each subscription the captured
 * events its query matches, in capture order, as one document; a subscription matching none is
 * sent nothing (reportIfEmpty is a schedule's, the binding says).
 */
export function epcisDeliveriesOf(
  subscriptions: readonly StreamSubscription[],
  captured: readonly CapturedEvent[],
  context: { publicBaseUrl: string; now: Date },
): { subscriptionID: string; document: EpcisQueryDocument }[] {
  return subscriptions.flatMap((subscription) => {
    const eventList = captured
      .filter((event) => epcisQueryMatches(subscription.query, event.captured))
      .map((event) => event.listed);
    if (eventList.length === 0) return [];
    return [
      {
        subscriptionID: subscription.subscriptionID,
        document: epcisQueryDocumentOf({
          publicBaseUrl: context.publicBaseUrl,
          creationDate: context.now,
          queryName: subscription.queryName,
          subscriptionID: subscription.subscriptionID,
          eventList,
        }),
      },
    ];
  });
}
