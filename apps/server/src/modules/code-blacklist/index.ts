import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { codeBlacklistRoutes } from './code-blacklist.routes';
import { codeBlacklistService } from './code-blacklist.service';
import { codeBlacklist } from './code-blacklist.table';

/**
 * The code blacklist (issue 18): codes blacklisted with a reason and reactivated, one by one
 * or by CSV, each entry saying who and when. The scan side reads `activeEntryOf` and calls
 * `autoBlacklist` through this door.
 */
export const codeBlacklistModule = defineModule({
  name: 'codeBlacklist',
  tables: { codeBlacklist },
  setup: ({ db, clock, use }) => codeBlacklistService({ db, codes: use(codesModule), clock }),
  routes: (api, bind, service) => codeBlacklistRoutes(api, bind, service),
});
export type { CodeBlacklistService } from './code-blacklist.service';
