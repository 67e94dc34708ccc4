import { Webhook } from 'standardwebhooks';
import type { Received } from '../../../test-support/webhook-receiver';

/** An EPCISQueryDocument as a subscriber reads it (decision 0461). */
export interface QueryDocument {
  type: string;
  epcisBody: {
    queryResults: {
      subscriptionID: string;
      queryName: string;
      resultsBody: { eventList: { bizStep?: string; epcList?: string[] }[] };
    };
  };
}

/** The documents received, each verified with the subscription's secret as a subscriber does (throws when one is not). */
export const verifiedDocuments = (requests: Received[], verifier: Webhook) =>
  requests.map((request) => verifier.verify(request.body, request.headers) as QueryDocument);
