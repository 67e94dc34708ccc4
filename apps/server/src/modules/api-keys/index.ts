import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/access';
import { defineModule, type ModuleContext } from '../../platform/server-module';
import { accountsModule } from '../accounts';
import { auditModule } from '../audit';
import { authModule } from '../auth';
import { publicLimitsModule } from '../public-limits';
import { apiKeysRoutes } from './api-keys.routes';
import { apiKeysService } from './api-keys.service';
import { apiKeys } from './api-keys.table';
import {
  defaultApiKeyLimits,
  keyAuthentication,
  keyOfRequest,
  type ApiKeyLimits,
} from './key-authentication';
import { keyUsage } from './key-usage';

/** What app.ts hands the module: the keys' limits (tests tighten them). */
export interface ApiKeysModuleOptions {
  limits?: ApiKeyLimits;
}

/**
 * API keys for machines (decision 0443): a company's keys, made, rotated and revoked by its admin
 * or a holder of the Integrations privilege, and the platform's one `authenticate`, which reads
 * a request's key when it carries one and its session otherwise.
 */
export const apiKeysModule = defineModule({
  name: 'apiKeys',
  tables: { apiKeys },
  setup: ({ db, clock, log, options, use }: ModuleContext<ApiKeysModuleOptions>) => {
    const audit = use(auditModule);
    const sessions = use(authModule);
    const keys = keyAuthentication({
      db,
      accounts: use(accountsModule),
      limits: use(publicLimitsModule),
      keyLimits: options.limits ?? defaultApiKeyLimits,
      clock,
    });
    const usage = keyUsage({ audit, touch: keys.touch, log });
    return {
      ...apiKeysService({ db, audit, clock }),
      /** The caller of a request: its API key's maker when it carries a key, else its session's user. */
      async authenticate(request: FastifyRequest): Promise<Caller> {
        const key = keyOfRequest(request);
        if (key === null) return sessions.authenticate(request);
        const { caller, use: keyUse } = await keys.callerOf(key);
        usage.mark(request, keyUse);
        return caller;
      },
      usage,
    };
  },
  routes: (api, bind, service) => {
    service.usage.install(api);
    apiKeysRoutes(api, bind, service);
  },
  close: (service) => service.usage.settle(),
});
export type ApiKeysService = ReturnType<(typeof apiKeysModule)['setup']>;
export { defaultApiKeyLimits, type ApiKeyLimits } from './key-authentication';
