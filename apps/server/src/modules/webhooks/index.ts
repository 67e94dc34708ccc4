import { textSeal } from '../../platform/sealed-text';
import { defineModule, type ModuleContext } from '../../platform/server-module';
import { accountsModule } from '../accounts';
import { epcisRunDeliveries } from './epcis-run-deliveries';
import { defaultDeliveryOptions, type WebhookDeliveryOptions } from './webhook-options';
import { webhookPump } from './webhook-pump';
import { webhooksRoutes } from './webhooks.routes';
import { webhooksService } from './webhooks.service';
import { webhookDeliveries, webhookSubscriptions } from './webhooks.table';

/** What app.ts hands the webhooks module: delivery's timings, shortened by tests. */
export interface WebhooksModuleOptions {
  delivery?: Partial<WebhookDeliveryOptions>;
}

/**
 * Signed webhooks (decisions 0448-0452): a company's subscriptions of HTTPS URLs to
 * the platform's events, the fan-out of each event recorded in the outbox into deliveries,
 * and their delivery, in order per subscription, by the job runtime.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  tables: { webhookSubscriptions, webhookDeliveries },
  setup: ({
    db,
    outbox,
    jobs,
    clock,
    settings,
    mailer,
    log,
    use,
    options,
  }: ModuleContext<WebhooksModuleOptions>) => {
    const delivery = { ...defaultDeliveryOptions, ...options?.delivery };
    const seal = textSeal(settings.secret, 'webhookSecret');
    const allowPrivate = settings.webhookAllowPrivate ?? false;
    const accounts = use(accountsModule);
    const service = webhooksService({
      db,
      outbox,
      clock,
      seal,
      allowPrivate,
      // The pump is made below: it needs the service's filters, the service its queueing.
      pump: (tx, ids, now) => pumpOf.pump(tx, ids, now),
    });
    const pumpOf = webhookPump({
      db,
      jobs,
      clock,
      seal,
      allowPrivate,
      options: delivery,
      filterOf: service.filterOf,
      log,
      async notifyPaused(subscription, reason) {
        for (const to of await accounts.adminEmailsOf(subscription.companyId))
          await mailer.queue({
            to,
            subject: 'A webhook was paused',
            text: `The webhook to ${subscription.url} was paused and sends nothing until it is resumed.\n\n${reason}\n\nResume it under Integrations, Webhooks once the receiver answers again.`,
          });
      },
    });
    return {
      ...service,
      deliveryJob: pumpOf.kind,
      // The deliveries of a scheduled EPCIS run (decision 0465).
      queueEpcisRun: epcisRunDeliveries({ clock, pump: pumpOf.pump }),
    };
  },
  routes: (api, bind, service) => webhooksRoutes(api, bind, service),
  jobs: (service) => [service.deliveryJob],
});
export type { WebhooksService } from './webhooks.service';
export type { WebhookDeliveryOptions } from './webhook-options';
export type { SubscriptionFilter, SubscriptionForFilter } from './subscription-filter';
export type { EpcisRunOrder, QueueEpcisRun } from './epcis-run-deliveries';
