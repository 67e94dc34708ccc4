import { guarded } from '#app/routing/screen-declaration';

/*
 * Ours (decision 0455): the company's doors for machines, in one Integrations group of
 * the menu. The access rule (access.integrations) lets in company admins and users holding the
 * Integrations privilege, never producers, so the entries are offered to those roles only.
 */
const integrationsMenu = {
  privilege: 'Integrations',
  onlyFor: ['ROLE_ADMIN', 'ROLE_USER'],
} as const;

export const apiKeyList = guarded({
  path: '/api_keys',
  title: 'API Keys',
  menu: integrationsMenu,
  load: () => import('./ApiKeyList/ApiKeyList'),
});

export const webhookList = guarded({
  path: '/webhooks',
  title: 'Webhooks',
  menu: integrationsMenu,
  load: () => import('./WebhookList/WebhookList'),
});

export const webhookDeliveries = guarded({
  path: '/webhook_deliveries',
  title: 'Webhook Deliveries',
  within: webhookList,
  load: () => import('./WebhookDeliveries/WebhookDeliveries'),
});
