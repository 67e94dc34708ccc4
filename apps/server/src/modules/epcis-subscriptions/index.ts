import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { traceModule } from '../trace';
import { webhooksModule } from '../webhooks';
import { epcisSubscriptionFilter } from './epcis-stream-filter';
import { epcisSubscriptionsRoutes } from './epcis-subscriptions.routes';
import { epcisSubscriptionsService } from './epcis-subscriptions.service';
import { epcisNamedQueries } from './epcis-subscriptions.table';
import { webhookSubscriptionSink } from './webhook-subscription-sink';

/**
 * The EPCIS 2.0 REST binding's named queries and subscriptions (decisions 0458-0460): queries of
 * the standard parameters kept by name, run on demand, and subscribed to by a destination that
 * hears every matching captured event as an EPCISQueryDocument.
 */
export const epcisSubscriptionsModule = defineModule({
  name: 'epcisSubscriptions',
  tables: { epcisNamedQueries },
  setup: ({ database, clock, use, settings }) => {
    // Delivered by the webhook machinery: its subscriptions, its queue, its signing (decision 0461).
    const webhooks = use(webhooksModule);
    const publicBaseUrl = publicBaseUrlOf(settings);
    webhooks.registerFilter(epcisSubscriptionFilter(publicBaseUrl));
    const sink = webhookSubscriptionSink(webhooks);
    return {
      ...epcisSubscriptionsService({ database, trace: use(traceModule), sink, clock }),
      publicBaseUrl,
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
export { epcisQueryDocumentOf, type EpcisQueryDocument } from './epcis-query-document';
