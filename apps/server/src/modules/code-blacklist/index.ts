import { defineModule } from '../../platform/server-module';
import { codesModule } from '../codes';
import { codeBlacklistRoutes } from './code-blacklist.routes';
import { seedDemoReviews, type DemoReview } from './code-blacklist.seed';
import { codeBlacklistService } from './code-blacklist.service';
import { blacklistedCodes, codeBlacklist } from './code-blacklist.table';

/**
 * The code blacklist (decision 0270): codes blacklisted with a reason and reactivated, one by one
 * or by a file of codes, each entry saying who and when. The scan side reads a code's entry through
 * the blacklistedCodes view and calls `autoBlacklist` through this door; the platform's own
 * blacklistings wait for a person to confirm or lift them (decision 0350).
 */
export const codeBlacklistModule = defineModule({
  name: 'codeBlacklist',
  tables: { codeBlacklist, blacklistedCodes },
  setup: ({ db, clock, use, outbox }) => {
    const codes = use(codesModule);
    const blacklist = codeBlacklistService({ db, codes, clock, outbox });
    return {
      ...blacklist,
      /** The demo's automatic blacklistings under review, by their codes' places in a batch (seed/demo-reviews.ts). */
      seedDemoReviews: (
        batch: { kind: string; id: number },
        reviews: readonly DemoReview[],
        now: Date,
      ) => seedDemoReviews({ db, codes, blacklist }, batch, reviews, now),
    };
  },
  routes: (api, bind, service) => codeBlacklistRoutes(api, bind, service),
});
export type { CodeBlacklistService } from './code-blacklist.service';
export type { DemoReview } from './code-blacklist.seed';
export { blacklistedCodes } from './code-blacklist.table';
