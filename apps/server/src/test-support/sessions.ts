import { contract } from '@veritag/api';
import { call } from './api-calls';
import type { TestApp } from './test-app';
import { demoPassword } from './test-app';

/** The last code written to the log sink, as an operator would read it. */
export function lastLoggedCode(app: TestApp): string {
  const line = [...app.logLines].reverse().find((l) => /code is \d{6}/.test(l));
  const code = line?.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error('No code in the server log');
  return code;
}

/** Logs a demo user in through the public flow, with the OTP step when the account has it. */
export async function tokenFor(
  app: TestApp,
  username: string,
  password = demoPassword,
): Promise<string> {
  const check = await call(app, contract.auth.checkLogin, { body: { username, password } });
  if (check.status !== 200) throw new Error(`checklogin ${check.status}: ${check.text}`);
  if (check.body.idToken) return check.body.idToken;
  const otp = { username, password, sendOn: 'EMAIL' as const };
  await call(app, contract.auth.sendOtp, { body: { ...otp, type: 'login' } });
  const login = await call(app, contract.auth.login, {
    body: { ...otp, otp: lastLoggedCode(app) },
  });
  return login.body.id_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart form as a browser would send it. */
export function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type?: string }> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    body.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}
