import { expect, test } from '@playwright/test';
import { screenshotPath } from '../e2e-server';
import { logIn, sideMenu } from '../sessions';

const notice = (page: import('@playwright/test').Page) =>
  page.getByText('You need to login first!');

test('a logged-out visit to a guarded path lands on the login with "You need to login first!"', async ({
  page,
}) => {
  await page.goto('/#/company_list');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await page.screenshot({ path: screenshotPath('login'), fullPage: true });
});

test('an expired token does the same', async ({ page }) => {
  await page.goto('/#/login');
  const expired = [
    '{"alg":"HS256","typ":"JWT"}',
    JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 }),
  ]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
  await page.evaluate((token) => localStorage.setItem('token', `${token}.signature`), expired);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(notice(page)).toBeVisible();
});

test('a wrong password shows the server title, and an unknown path shows the not-found page', async ({
  page,
}) => {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page.getByText('You need to login first!')).toHaveCount(0);

  await page.goto('/#/no_such_screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await logIn(page, 'superadmin');
  await page.goto('/#/no_such_screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(sideMenu(page)).toBeVisible();
});
