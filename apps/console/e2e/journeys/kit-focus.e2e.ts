import { expect, test } from '../stored-sessions';

test.use({ signedInAs: 'user' });

test('closing the delete question with Escape or No puts focus back on the Delete button that opened it', async ({
  page,
}) => {
  await page.goto('/#/guilloche_images_list');
  const remove = page.getByRole('button', { name: /^Delete / }).first();
  await remove.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(remove).toBeFocused();

  await remove.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
  await expect(remove).toBeFocused();
});

test('after a page change focus is on the new screen heading, not on the page body', async ({
  page,
}) => {
  await page.goto('/#/guilloche_images_list');
  await page.getByRole('button', { name: 'Add' }).click();
  const heading = page.getByRole('heading', { name: 'Add Guilloche Image', level: 1 });
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Guilloche Images', level: 1 })).toBeFocused();
});
