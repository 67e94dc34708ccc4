import { fixturePath } from '#e2e/e2e-server';
import { logIn, sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';

const rosette = fixturePath('rosette.png');

test('the company admin logs in with a one-time code, adds and edits a guilloche image, is refused an oversized one, and logs out', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await sideMenu(page).getByRole('button', { name: 'Master' }).click();
  await sideMenu(page).getByRole('link', { name: 'Guilloche Images' }).click();
  await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
  const rows = page.getByRole('row', { name: /Blue|Green|Red|Violet/ });
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Color' }).fill('Violet');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001, 1) });
  await expect(page.getByText('File must be at most 5 MB')).toBeVisible();
  // Cancel asks before the typed colour is thrown away.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Color' }).fill('Violet');
  // The image is required: its label says so, and saving without one says what every required field says.
  await expect(page.getByRole('group', { name: 'Image *' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(rosette);
  await expect(page.getByRole('img', { name: /rosette\.png/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Violet guilloche' })).toBeVisible();

  await page
    .getByRole('row', { name: /Violet/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit Guilloche Image', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Color' }).fill('Deep Violet');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Deep Violet', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
