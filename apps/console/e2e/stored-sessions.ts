import { test as base } from '@playwright/test';
import { demoPassword, e2eBaseUrl, latestLoggedCode, loggedCodeCount } from './e2e-server';

export type DemoLogin = 'superadmin' | 'admin' | 'user' | 'producer';

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

const post = async (path: string, body: object) => {
  const reply = await fetch(`${e2eBaseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`POST ${path} answered ${reply.status}: ${await reply.text()}`);
  return reply.json() as Promise<Record<string, unknown>>;
};

/** The public sign-in calls the login screen makes, with the one-time code from the server log when the account has one. */
async function signInByApi(username: DemoLogin): Promise<string> {
  const password = demoPassword;
  const check = await post('/account/checklogin', { username, password });
  if (typeof check.idToken === 'string') return check.idToken;
  const codesBefore = loggedCodeCount();
  await post('/account/sendOtp', { username, password, type: 'login', sendOn: 'EMAIL' });
  const login = await post('/login', {
    username,
    password,
    otp: await latestLoggedCode(codesBefore),
    sendOn: 'EMAIL',
  });
  return String(login.id_token);
}

/** Whether a token still opens the API: a journey may since have logged its user out or reset their password. */
const stillValid = async (token: string) =>
  (await fetch(`${e2eBaseUrl}/api/account`, { headers: { authorization: `Bearer ${token}` } })).ok;

/** One token per login for this worker (the run has one worker: one server, one database). */
const tokens = new Map<DemoLogin, string>();

/** A demo login's token, for calls a journey makes beside the screens before anyone is signed in on its page. */
export async function demoToken(login: DemoLogin): Promise<string> {
  let token = tokens.get(login);
  if (!token || !(await stillValid(token))) {
    token = await signInByApi(login);
    tokens.set(login, token);
  }
  return token;
}

/**
 * What the console keeps after signing in: the token and its login time in local storage (keys
 * of src/session/session-storage.ts). Opening a page with it, the console loads the account and
 * privileges itself, as it does for a returning user.
 */
async function signedInStorage(login: DemoLogin): Promise<StorageState> {
  const token = await demoToken(login);
  const localStorage = [
    { name: 'token', value: token },
    { name: 'loginTime', value: new Date().toISOString() },
  ];
  return { cookies: [], origins: [{ origin: e2eBaseUrl, localStorage }] };
}

/**
 * Journeys about something other than signing in start signed in: `test.use({ signedInAs:
 * 'admin' })` opens the page with that user's session, signed in once per run and reused.
 * Journeys that test signing in use logIn() from sessions.ts, through the login screen.
 */
export const test = base.extend<{ signedInAs: DemoLogin | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? await signedInStorage(signedInAs) : storageState);
  },
});
export { expect } from '@playwright/test';
