import { contract } from '@veritag/api';
import type { TestApp } from '../../../test-support/test-app';
import { defaultAuthLimits, type AttemptLimits, type AuthAction } from '../rate-limits';
import { call } from '../../../test-support/api-calls';

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
) => call(t, contract.auth.checkLogin, { body: { username, password }, remoteAddress });
