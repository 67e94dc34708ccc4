import { epcisContextOf } from '../trace';

/**
 * What a subscriber receives (decision 0460): an EPCIS 2.0 EPCISQueryDocument whose queryResults
 * name the subscription and its query, its events as stored (decision 0461).
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
