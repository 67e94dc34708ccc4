import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { companyScope, ownCompany } from '../../platform/access';
import type { WebhooksService } from './webhooks.service';

const calls = contract.webhooks;

export function webhooksRoutes(app: FastifyInstance, bind: Bind, service: WebhooksService): void {
  bind(app, calls.list, ({ caller }) => service.list(companyScope(caller)));
  bind(app, calls.create, ({ caller, body }) =>
    service.create(ownCompany(caller), caller.login, body),
  );
  bind(app, calls.resume, ({ caller, params }) => service.resume(companyScope(caller), params.id));
  bind(app, calls.remove, ({ caller, params }) => service.remove(companyScope(caller), params.id));
  bind(app, calls.deliveries, ({ caller, params, query }) =>
    service.deliveries(companyScope(caller), params.id, query),
  );
  bind(app, calls.resend, ({ caller, params }) =>
    service.resend(companyScope(caller), params.id, params.deliveryId),
  );
}
