import { expect, type Page } from '@playwright/test';
import { demoPassword, latestLoggedCode, loggedCodeCount } from './e2e-server';

/** Logs in through the login screen as a person would, with the OTP step when the account has it. */
export async function logIn(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  const otpStep = page.getByRole('group', { name: /Where should we send it/ });
  const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  await expect(otpStep.or(dashboard)).toBeVisible();
  if (await otpStep.isVisible()) {
    const codesBefore = loggedCodeCount();
    await otpStep.getByRole('button', { name: /^Email / }).click();
    await expect(page.getByText('Otp send successfully').last()).toBeVisible();
    await page.getByRole('textbox', { name: 'OTP' }).fill(await latestLoggedCode(codesBefore));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(dashboard).toBeVisible();
}

/** The side menu's navigation landmark. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: /menu/i });
