import { defineModule, type ModuleContext } from '../../platform/server-module';
import type { PublicLimitsOverrides } from '../../config/public-limits';
import { companiesModule } from '../companies';
import { budget } from './budgets';
import { floodWatch } from './floods';
import { limiterStore } from './limiter-store';
import { lookupBudget } from './lookup-budget';
import { publicClients } from './public-client';
import { publicLimitsRoutes } from './public-limits.routes';
import {
  budgetDimensions,
  withOverrides,
  type BudgetName,
  type BudgetWindow,
  type BudgetWindows,
} from '../../config/public-limits';
import { lookupFloods, publicRateLimits } from './public-limits.table';

/**
 * The limits of the anonymous side (decision 0336): every public door (the scan page, the Digital
 * Link resolver, registration, one-time codes, loyalty, reports) spends from budgets counted
 * in the shared table, per client address and per whatever else the door names (a code, a
 * mobile, a company, the platform). Counted by rate-limiter-flexible in PostgreSQL (or the
 * embedded database), so every API process spends from the same budgets.
 */
/** What app.ts hands the public limits: figures that replace the defaults (SCAN_LIMITS and the like). */
export interface PublicLimitsModuleOptions {
  overrides?: PublicLimitsOverrides;
}

export const publicLimitsModule = defineModule({
  name: 'publicLimits',
  tables: { publicRateLimits, lookupFloods },
  setup: ({
    db,
    clock,
    settings: platform,
    options,
    use,
  }: ModuleContext<PublicLimitsModuleOptions>) => {
    const settings = withOverrides(options.overrides);
    const store = limiterStore(db);
    const floods = floodWatch(db, clock, {
      platform: settings.lookups.platformFlood,
      company: settings.lookups.companyFlood,
    });
    return {
      companies: use(companiesModule),
      settings,
      clientOf: publicClients(platform.secret),
      lookups: lookupBudget(store, floods, settings.lookups),
      floods,
      /** The budget `name` with its configured windows; `title` words the refusal of each dimension. */
      budget: <Name extends BudgetName>(
        name: Name,
        title: (dimension: (typeof budgetDimensions)[Name][number]) => string,
      ) => budget(store, name, settings[name] as BudgetWindows<Name>, title),
      /** A budget of another module's own (API keys), counted in the same shared table. */
      ownBudget: <Dimension extends string>(
        name: string,
        windows: Record<Dimension, BudgetWindow>,
        title: (dimension: Dimension) => string,
      ) => budget(store, name, windows, title),
    };
  },
  routes: (api, bind, service) => publicLimitsRoutes(api, bind, service.floods, service.companies),
});
export type PublicLimitsService = Awaited<ReturnType<(typeof publicLimitsModule)['setup']>>;
export type { PublicClient, PublicClients } from './public-client';
export type { LookupTicket, LookupBudget } from './lookup-budget';
export type { BudgetWindow, LookupLimits } from '../../config/public-limits';
export type { Budget } from './budgets';
export type { FloodEpisode } from './floods';
export { isLimitReached, waitInWords } from './limit-problem';
export {
  defaultPublicLimits,
  type PublicLimits,
  type PublicLimitsOverrides,
} from '../../config/public-limits';
