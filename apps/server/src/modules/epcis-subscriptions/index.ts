import { defineModule } from '../../platform/server-module';
import { publicBaseUrlOf } from '../../platform/settings';
import { traceModule } from '../trace';
import { webhooksModule } from '../webhooks';
import { epcisScheduleRuns } from './epcis-schedule-runs';
import { epcisSubscriptionFilter } from './epcis-stream-filter';
import { epcisSubscriptionsRoutes } from './epcis-subscriptions.routes';
import { epcisSubscriptionsService } from './epcis-subscriptions.service';
import { epcisNamedQueries } from './epcis-subscriptions.table';
import { webhookSubscriptionSink } from './webhook-subscription-sink';

/**
 * The EPCIS 2.0 REST binding's named queries and subscriptions (decisions 0458-0460): queries of
 * the standard parameters kept by name, run on demand, and subscribed to by a destination that
 * hears every matching captured event as an EPCISQueryDocument, or the new ones on a schedule.
 */
export const epcisSubscriptionsModule = defineModule({
  name: 'epcisSubscriptions',
  tables: { epcisNamedQueries },
  setup: ({ database, clock, use, settings, jobs }) => {
    // Delivered by the webhook machinery: its subscriptions, its queue, its signing (decision 0461).
    const webhooks = use(webhooksModule);
    const publicBaseUrl = publicBaseUrlOf(settings);
    webhooks.registerFilter(epcisSubscriptionFilter(publicBaseUrl));
    const sink = webhookSubscriptionSink(webhooks);
    const trace = use(traceModule);
    // Schedules run as a chain of jobs, one queued per subscription (decision 0465).
    const scheduleRuns = epcisScheduleRuns({ jobs, clock, webhooks, trace, publicBaseUrl });
    return {
      ...epcisSubscriptionsService({ database, trace, sink, scheduleRuns, clock }),
      publicBaseUrl,
      scheduleRunJob: scheduleRuns.kind,
    };
  },
  routes: (api, bind, service) => epcisSubscriptionsRoutes(api, bind, service),
  jobs: (service) => [service.scheduleRunJob],
});
export type { EpcisSubscriptionsService } from './epcis-subscriptions.service';
export type {
  EpcisSubscriptionSink,
  EpcisSubscriptionOrder,
  EpcisSubscriptionRecord,
} from './epcis-subscription-sink';
export { epcisQueryDocumentOf, type EpcisQueryDocument } from './epcis-query-document';
