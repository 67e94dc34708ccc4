import { expect, test } from '@playwright/test';

test('the sign-up preview walks through its three tabs and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
  await page.goto('/#/wizard');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /Time zone/ }).click();
  await expect(page.getByRole('option')).not.toHaveCount(0);
  await page.getByRole('option', { name: 'America/Anchorage' }).click();
  await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('America/Anchorage');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Pro: $25 per month + 18% VAT' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Pro: $29.50 per month including 18% VAT.')).toBeVisible();
  expect(calls).toEqual([]);
});
