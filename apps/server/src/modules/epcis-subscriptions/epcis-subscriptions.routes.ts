import type { FastifyInstance } from 'fastify';
import { apiRoot, contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import { ownCompany } from '../../platform/access';
import type { EpcisSubscriptionsService } from './epcis-subscriptions.service';

const calls = contract.epcisQueries;
const queryPath = (name: string) => `${apiRoot}/epcis/queries/${encodeURIComponent(name)}`;

export function epcisSubscriptionsRoutes(
  app: FastifyInstance,
  bind: Bind,
  service: EpcisSubscriptionsService,
): void {
  const scopeOf = (caller: Parameters<typeof ownCompany>[0] & { login: string }) => ({
    companyId: ownCompany(caller),
    login: caller.login,
  });
  bind(app, calls.list, ({ caller }) => service.list(ownCompany(caller)));
  bind(app, calls.create, async ({ caller, body, reply }) => {
    const created = await service.create(scopeOf(caller), body);
    reply.code(201).header('location', queryPath(created.name));
    return created;
  });
  bind(app, calls.find, ({ caller, params }) => service.find(ownCompany(caller), params.name));
  bind(app, calls.remove, ({ caller, params }) => service.remove(ownCompany(caller), params.name));
  bind(app, calls.events, async ({ caller, params, query, reply }) => {
    const { document, nextPageToken } = await service.run(ownCompany(caller), params.name, query);
    if (nextPageToken) {
      const next = new URLSearchParams({
        ...(query.perPage ? { perPage: String(query.perPage) } : {}),
        nextPageToken,
      });
      reply.header('link', `<${queryPath(params.name)}/events?${next}>; rel="next"`);
    }
    return document as never;
  });
  bind(app, calls.subscribe, async ({ caller, params, body, reply }) => {
    const created = await service.subscribe(scopeOf(caller), params.name, body);
    reply
      .code(201)
      .header('location', `${queryPath(params.name)}/subscriptions/${created.subscriptionID}`);
    return created;
  });
  bind(app, calls.unsubscribe, ({ caller, params }) =>
    service.unsubscribe(ownCompany(caller), params.name, params.subscriptionId),
  );
}
