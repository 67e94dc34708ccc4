import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { LookupFlood } from '@veritag/domain';
import type { Bind } from '../../app-context';
import { companyScope } from '../../platform/access';
import type { CompaniesService } from '../companies';
import type { FloodWatch } from './floods';

/** The main dashboard's list of floods: a company sees its own, the super admin every one. */
export function publicLimitsRoutes(
  app: FastifyInstance,
  bind: Bind,
  floods: FloodWatch,
  companies: CompaniesService,
): void {
  bind(app, contract.dashboard.lookupFloods, async ({ caller }) => {
    const episodes = await floods.recent(companyScope(caller));
    const names = new Map<number, string>();
    for (const id of new Set(
      episodes.flatMap((episode) => (episode.companyId === null ? [] : [episode.companyId])),
    )) {
      names.set(id, (await companies.get(id)).name);
    }
    return episodes.map((episode): LookupFlood => ({
      scope: episode.companyId === null ? 'platform' : 'company',
      companyName: episode.companyId === null ? null : (names.get(episode.companyId) ?? null),
      startedAt: episode.startedAt.toISOString(),
      lastSeenAt: episode.lastSeenAt.toISOString(),
      peakLookups: episode.peakLookups,
      active: episode.active,
    }));
  });
}
