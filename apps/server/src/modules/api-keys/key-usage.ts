import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditService } from '../audit';
import type { KeyUse } from './key-authentication';

/**
 * Every call made with a key goes into the audit trail under the key's name (decision 0445): one row
 * per call, written once the reply has gone (an onResponse hook), so it costs the caller no
 * time. The key's last use is noted at the same moment. Writes still pending are awaited when
 * the app closes.
 */
export function keyUsage(deps: {
  audit: AuditService;
  touch: (keyId: number) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const uses = new WeakMap<FastifyRequest, KeyUse>();
  const pending = new Set<Promise<void>>();

  async function write(use: KeyUse, request: FastifyRequest, status: number) {
    await deps.audit.record({
      action: 'apiKey.used',
      companyId: use.companyId,
      actor: { id: use.maker.id, login: `${use.name} (API key)` },
      detail: `${request.method} ${request.url.split('?')[0]} answered ${status} (key ${use.shown}…, made by ${use.maker.login})`,
      address: request.ip,
    });
    await deps.touch(use.keyId);
  }

  return {
    /** Marks a request as made with this key (the authentication does it). */
    mark: (request: FastifyRequest, use: KeyUse) => void uses.set(request, use),

    install(api: FastifyInstance) {
      api.addHook('onResponse', async (request, reply) => {
        const use = uses.get(request);
        if (!use) return;
        const task: Promise<void> = write(use, request, reply.statusCode)
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'Recording an API key call failed'),
          )
          .finally(() => pending.delete(task));
        pending.add(task);
      });
    },

    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
