import type { Locator } from '@playwright/test';

/**
 * A list row's More menu, opened (decision 0390: past its first two actions, a row's actions and
 * its Delete sit in a More menu). Returns the menu; its items are `menuitem`s named like the
 * buttons ('Delete Acme').
 */
export async function openRowMenu(row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: /^More actions for / }).click();
  return row.page().getByRole('menu');
}

/**
 * A row's action, wherever the row keeps it: its button when it has one, else the item of its
 * More menu (opened here). Click the answer.
 */
export async function rowAction(row: Locator, name: RegExp): Promise<Locator> {
  // The row first: its buttons come with it, so counting them before it shows would find none.
  await row.waitFor();
  const button = row.getByRole('button', { name });
  if ((await button.count()) > 0) return button;
  return (await openRowMenu(row)).getByRole('menuitem', { name });
}
