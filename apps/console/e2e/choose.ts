import { expect, type Page } from '@playwright/test';

/*
 * Options are chosen with the keyboard, as a keyboard user would. A pointer click on an option
 * can land while the field's own press or the form's new error messages are still being handled
 * on a loaded machine, and be lost (it was, in one CI run in a few, on three different journeys).
 */

/** Picks an option of a ComboBox or MultiSelect: types it, moves to it with the arrow keys, and presses Enter. */
export async function choose(page: Page, field: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  const wanted = page.getByRole('option', { name: option, exact: true });
  await box.fill(option);
  await expect(wanted).toBeVisible();
  for (let step = 0; step < 20 && (await wanted.getAttribute('data-focused')) !== 'true'; step++)
    await box.press('ArrowDown');
  await expect(wanted).toHaveAttribute('data-focused', 'true');
  await box.press('Enter');
}

/** Picks an option of the open list of a Select by typing its name (the list's typeahead) and pressing Enter. */
export async function chooseInOpenList(page: Page, option: string): Promise<void> {
  const wanted = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  await page.keyboard.type(option);
  await expect(wanted).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
}
