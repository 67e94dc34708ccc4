import { defineModule, type ModuleContext } from '../../platform/server-module';
import { accountsModule } from '../accounts';
import { auditModule } from '../audit';
import { authService } from './auth.service';
import { authRoutes } from './auth.routes';
import { otpChallenges } from './auth.table';
import { authRateLimiter, defaultAuthLimits } from './rate-limits';
import { otpService } from './otp.service';
import { tokenService } from './tokens';

/** What app.ts hands the auth module: the limits on guessing (tests relax or tighten them). */
export interface AuthModuleOptions {
  limits?: AuthLimits;
}

/** Signing in: passwords, one-time codes, tokens and the limits on guessing. */
export const authModule = defineModule({
  name: 'auth',
  tables: { otpChallenges },
  setup: async ({
    db,
    database,
    settings,
    options,
    clock,
    log,
    mailer,
    sms,
    use,
  }: ModuleContext<AuthModuleOptions>) =>
    authService({
      repo: use(accountsModule),
      otp: otpService(db, settings.secret, clock),
      tokens: tokenService(settings.secret, settings.tokenTtlMinutes ?? 480, clock),
      limit: await authRateLimiter(options.limits ?? defaultAuthLimits, database.pgPool),
      mailer,
      sms,
      clock,
      log,
      audit: use(auditModule),
    }),
  routes: (api, bind, auth) => authRoutes(api, bind, auth),
  // Reset mails are queued after their reply; closing waits for them, before the queue stops.
  close: (auth) => auth.settle(),
});
export type { AuthService } from './auth.service';
export { defaultAuthLimits } from './rate-limits';
export type AuthLimits = typeof defaultAuthLimits;
