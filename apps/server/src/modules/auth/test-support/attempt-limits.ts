import type { TestApp } from '../../../test-support/test-app';
import { defaultAuthLimits, type AttemptLimits, type AuthAction } from '../rate-limits';

/** For tests about something else: budgets no test run reaches. */
const generous: AttemptLimits = {
  perPair: 1000,
  perAddress: 1000,
  perAccount: 1000,
  perPairWhenBusy: 1000,
};
export const generousLimits: Record<AuthAction, AttemptLimits> = {
  login: generous,
  forgotPassword: generous,
  resetPassword: generous,
};

/** Generous budgets, except `action`: its defaults with these changes. */
export const limitsWith = (action: AuthAction, limits: Partial<AttemptLimits>) => ({
  ...generousLimits,
  [action]: { ...defaultAuthLimits[action], ...limits },
});

/** checklogin as a browser at `remoteAddress` would send it. */
export const checkLoginFrom = (
  t: Pick<TestApp, 'app'>,
  remoteAddress: string,
  username: string,
  password: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/checklogin',
    payload: { username, password },
    remoteAddress,
  });
