import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eBaseUrl, e2ePort, screenshotPath, serverLogFile } from '#e2e/e2e-server';
import { signInAt, startJourneyServer } from '#e2e/journey-server';
import { logIn } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import { addUserByApi, latestPasswordLink, setFirstPasswordByApi } from '#e2e/users';

const newcomer = (login: string) => ({
  firstName: 'Nia',
  lastName: 'Newcomer',
  login,
  email: `${login}@journey.example`,
  mobileNo: '9012345678',
});

test('a new user sets a password once from the mailed link, then logs in; the used link is refused', async ({
  page,
}) => {
  const login = `nia${Date.now() % 1_000_000}`;
  const admin = await signInAt({ baseUrl: e2eBaseUrl, logFile: serverLogFile }, 'admin');
  await addUserByApi(e2eBaseUrl, admin, newcomer(login), 'sunrise');
  const link = await latestPasswordLink(`${login}@journey.example`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Confirm Password can not be empty')).toBeVisible();
  await page.getByLabel('New password').fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Passord and Confirm Password does not match')).toBeVisible();
  await page.getByLabel('New password').fill('Newcomer-1');
  await page.getByLabel('Confirm password').fill('Newcomer-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. You can log in now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill('Another-2');
  await page.getByLabel('Confirm password').fill('Another-2');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link has expired or was already used' }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('set-password-used-link'), fullPage: true });

  await logIn(page, login, 'Newcomer-1');
});

test('an account past its expiry date is refused at login with the server’s message', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The form refuses an expiry before today, so the account is made on a server whose clock
  // runs three days behind, expiring the next day of that clock; then the server starts again
  // on the real clock, where that day is past.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veritag-e2e-expiry-'));
  const logFile = path.join(path.dirname(serverLogFile), `e2e-expiry-server-${e2ePort + 1}.log`);
  const login = `expired${Date.now() % 1_000_000}`;
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const behind = await startJourneyServer({ port: e2ePort + 1, dataDir, offsetDays: -3, logFile });
  try {
    const admin = await signInAt(behind, 'admin');
    await addUserByApi(
      behind.baseUrl,
      admin,
      { ...newcomer(login), accountExpiredDate: twoDaysAgo },
      'sunrise',
    );
    await setFirstPasswordByApi(
      behind.baseUrl,
      await latestPasswordLink(`${login}@journey.example`, logFile),
      'Expiring-1',
    );
  } finally {
    await behind.stop();
  }
  const onTime = await startJourneyServer({ port: e2ePort + 1, dataDir, offsetDays: 0, logFile });
  try {
    await page.goto(`${onTime.baseUrl}/#/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill(login);
    await page.getByLabel('Password').fill('Expiring-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByText('Your account has expired; contact your administrator'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath('login-account-expired'), fullPage: true });
  } finally {
    await onTime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
