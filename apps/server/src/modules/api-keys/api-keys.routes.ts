import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(api: FastifyInstance, bind: Bind, keys: ApiKeysService) {
  bind(api, contract.apiKeys.list, ({ caller }) => keys.list(caller));
  bind(api, contract.apiKeys.create, ({ caller, body, request }) =>
    keys.create(caller, body, request.ip),
  );
  bind(api, contract.apiKeys.rotate, ({ caller, params, request }) =>
    keys.rotate(caller, params.id, request.ip),
  );
  bind(api, contract.apiKeys.revoke, ({ caller, params, request }) =>
    keys.revoke(caller, params.id, request.ip),
  );
}
