import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { serverLogFile } from './e2e-server';

/** The mailed set-password links of one address, oldest first, as the server's log sink wrote them. */
export function loggedPasswordLinks(email: string, logFile = serverLogFile): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`[mail] to ${email} |`))
    .flatMap((line) =>
      [...line.matchAll(/\/set_password\?token=([A-Za-z0-9_-]+)/g)].map(
        (match) => `/set_password?token=${match[1]!}`,
      ),
    );
}

/**
 * The newest link to set a password mailed to `email` (path and query, for the page's own
 * base URL). The mail is queued as a job, so the log is read until it shows up.
 */
export async function latestPasswordLink(email: string, logFile = serverLogFile): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = loggedPasswordLinks(email, logFile).at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No set-password link for ${email} in ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The signed-in page's token, for calls a journey makes beside the screens. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

export { choose } from './choose';

/** Sets a password from a mailed link through the Set Password page. */
export async function setPasswordFromLink(
  page: Page,
  link: string,
  password: string,
): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. You can log in now.')).toBeVisible();
}

/** A user added through `POST users` as the add form sends it (multipart), with the first customer whose name contains `customer`. */
export async function addUserByApi(
  baseUrl: string,
  token: string,
  fields: Record<string, string>,
  customer: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const found = await fetch(
    `${baseUrl}/api/customers/company?contains.companyName=${encodeURIComponent(customer)}`,
    { headers },
  );
  const { content } = (await found.json()) as { content: { id: number }[] };
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, 'customers[0]': String(content[0]!.id) }))
    form.append(name, value);
  const reply = await fetch(`${baseUrl}/api/users`, { method: 'POST', headers, body: form });
  if (!reply.ok) throw new Error(`POST users answered ${reply.status}: ${await reply.text()}`);
}

/** Sets a first password through the public call, as the Set Password page does. */
export async function setFirstPasswordByApi(
  baseUrl: string,
  link: string,
  newPassword: string,
): Promise<void> {
  const token = new URL(link, baseUrl).searchParams.get('token');
  const reply = await fetch(`${baseUrl}/api/account/first-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, newPassword }),
  });
  if (!reply.ok)
    throw new Error(`POST account/first-password answered ${reply.status}: ${await reply.text()}`);
}
