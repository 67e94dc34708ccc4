import { expect, test, type Page } from '@playwright/test';
import { demoPassword, e2eBaseUrl, latestLoggedCode, loggedCodeCount } from '#e2e/e2e-server';
import { logIn } from '#e2e/sessions';

async function resetPassword(page: Page, email: string, newPassword: string) {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const codesBefore = loggedCodeCount();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Otp send successfully').last()).toBeVisible();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestLoggedCode(codesBefore));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

const producerEmail = 'producer@demo-labels.example';

/** The reset by the public calls the page makes: puts the demo password back for the other journeys. */
async function restoreDemoPassword() {
  const post = (path: string, body: object) =>
    fetch(`${e2eBaseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const codesBefore = loggedCodeCount();
  await post('/account/sendOtp', { email: producerEmail, type: 'forgotPassword' });
  const reset = await post('/account/reset-password', {
    email: producerEmail,
    otp: await latestLoggedCode(codesBefore),
    newPassword: demoPassword,
  });
  if (!reset.ok)
    throw new Error(
      `The producer's demo password could not be put back: ${reset.status} ${await reset.text()}`,
    );
}

// Whatever the journey reached (a slow machine can stop it mid-way), the producer signs in
// with the demo password again: every later journey as the producer depends on it.
test.afterEach(async ({ page: _page }, testInfo) => {
  if (testInfo.title.startsWith('a user resets') && testInfo.status !== testInfo.expectedStatus)
    await restoreDemoPassword();
});

test('a user resets a forgotten password with an emailed code and logs in with it', async ({
  page,
}) => {
  // Two resets and a sign-in, each waiting on a mail the server writes: more than one minute on a loaded machine.
  test.setTimeout(120_000);
  await page.goto('/#/forgotpassowrd');
  await page.getByRole('textbox', { name: 'Email' }).fill(producerEmail);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill('000000');
  await page.getByLabel('New password').fill('abc');
  await page.getByLabel('New password').blur();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
    /You password must be 5-16 character/,
  );
  await page.getByLabel('New password').fill('Long-enough-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  // A wrong code on this public page is that call's answer, not an ended session.
  await expect(
    page.getByText('The code is not correct or has expired; request a new one'),
  ).toBeVisible();
  await expect(page.getByText('You need to login first!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();

  await resetPassword(page, producerEmail, 'Fresh-pass-42');
  await logIn(page, 'producer', 'Fresh-pass-42');
  // Put the demo password back for the other journeys.
  await page.getByRole('button', { name: 'Logout' }).click();
  // Logout revokes the session on the server, then shows the login page: wait for it, or that
  // late page change would replace the reset form being filled in.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await resetPassword(page, producerEmail, demoPassword);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a malformed email is refused on blur and before sending, with no call made (${viewport.width} x ${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const sends: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/sendOtp') && sends.push(request.url()),
    );
    await page.goto('/#/forgotpassowrd');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(
      'Email must be an address such as name@example.com',
    );
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForLoadState('networkidle');
    await expect(email).toHaveAccessibleDescription(
      'Email must be an address such as name@example.com',
    );
    await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveCount(0);
    expect(sends).toEqual([]);

    await email.fill('');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('This field is required');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForLoadState('networkidle');
    expect(sends).toEqual([]);
  });
}
