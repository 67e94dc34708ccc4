import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { traceModule } from '../trace';
import { memorySubscriptionSink } from './epcis-subscription-sink';
import { epcisSubscriptionsRoutes } from './epcis-subscriptions.routes';
import { epcisSubscriptionsService } from './epcis-subscriptions.service';
import { epcisNamedQueries } from './epcis-subscriptions.table';

/**
 * The EPCIS 2.0 REST binding's named queries and subscriptions (decisions 0458-0460): queries of
 * the standard parameters kept by name, run on demand, and subscribed to by a destination that
 * hears every matching captured event as an EPCISQueryDocument.
 */
export const epcisSubscriptionsModule = defineModule({
  name: 'epcisSubscriptions',
  tables: { epcisNamedQueries },
  setup: ({ database, clock, use, settings }) => {
    // Stand-in until the webhook machinery's sink is connected (decision 0460).
    const sink = memorySubscriptionSink(clock);
    return {
      ...epcisSubscriptionsService({ database, trace: use(traceModule), sink, clock }),
      sink,
      publicBaseUrl: publicBaseUrlOf(settings),
    };
  },
  routes: (api, bind, service) => epcisSubscriptionsRoutes(api, bind, service),
});
export type { EpcisSubscriptionsService } from './epcis-subscriptions.service';
export type {
  EpcisSubscriptionSink,
  EpcisSubscriptionOrder,
  EpcisSubscriptionRecord,
} from './epcis-subscription-sink';
export {
  epcisDeliveriesOf,
  epcisQueryDocumentOf,
  type StreamSubscription,
  type EpcisQueryDocument,
} from './epcis-query-document';
