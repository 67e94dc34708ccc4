import type { TestApp } from './test-app';
import { demoPassword } from './test-app';

/** The last code written to the log sink, as an operator would read it. */
export function lastLoggedCode(app: TestApp): string {
  const line = [...app.logLines].reverse().find((l) => /code is \d{6}/.test(l));
  const code = line?.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error('No code in the server log');
  return code;
}

export async function post(app: TestApp, url: string, payload: object, token?: string) {
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Logs a demo user in through the public flow, with the OTP step when the account has it. */
export async function tokenFor(
  app: TestApp,
  username: string,
  password = demoPassword,
): Promise<string> {
  const check = await post(app, '/api/account/checklogin', { username, password });
  if (check.statusCode !== 200) throw new Error(`checklogin ${check.statusCode}: ${check.body}`);
  const idToken = check.json<{ idToken: string | null }>().idToken;
  if (idToken) return idToken;
  await post(app, '/api/account/sendOtp', { username, password, type: 'login', sendOn: 'EMAIL' });
  const login = await post(app, '/api/login', {
    username,
    password,
    otp: lastLoggedCode(app),
    sendOn: 'EMAIL',
  });
  return login.json<{ id_token: string }>().id_token;
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
