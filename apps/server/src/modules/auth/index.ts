import { defineModule } from '../../platform/server-module';
import { accountsModule } from '../accounts';
import { authService } from '../accounts/auth.service';
import { authRoutes } from '../accounts/auth.routes';
import { otpService } from '../accounts/otp.service';
import { otpChallenges } from '../accounts/accounts.table';
import { authRateLimiter, defaultAuthLimits } from '../accounts/rate-limits';
import { tokenService } from '../accounts/tokens';

/** Signing in: passwords, one-time codes, tokens and the limits on guessing. */
export const authModule = defineModule({
  name: 'auth',
  tables: { otpChallenges },
  setup: async ({ db, database, options, clock, log, mailer, sms, use }) =>
    authService({
      repo: use(accountsModule),
      otp: otpService(db, options.secret, clock),
      tokens: tokenService(options.secret, options.tokenTtlMinutes ?? 480, clock),
      limit: await authRateLimiter(options.authLimits ?? defaultAuthLimits, database.pgPool),
      mailer,
      sms,
      clock,
      log,
    }),
  routes: (api, bind, auth) => authRoutes(api, bind, auth),
  // Reset mails go out after their reply; closing waits for them, before the database closes.
  close: (auth) => auth.settle(),
});
export type { AuthService } from '../accounts/auth.service';
export { defaultAuthLimits } from '../accounts/rate-limits';
export type AuthLimits = typeof import('../accounts/rate-limits').defaultAuthLimits;
