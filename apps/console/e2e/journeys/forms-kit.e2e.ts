import { expect, test } from '#e2e/stored-sessions';
import { labelPdf } from '#e2e/fixtures/label-pdf';
import { sideMenu } from '#e2e/sessions';

/*
 * The form kit (decisions 0380 to 0382). Escape closes only the innermost layer, unsaved work is
 * not thrown away without asking, and a report's date says it is required when it is left empty.
 */
test.describe('the company admin with the form kit', () => {
  test.use({ signedInAs: 'admin' });

  test('Escape in the open Customer list of Add Template keeps the dialog, its description and its PDF', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await sideMenu(page).getByRole('button', { name: 'Template' }).click();
    await sideMenu(page).getByRole('link', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Template' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Kept carton');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'kept.pdf',
      mimeType: 'application/pdf',
      buffer: await labelPdf(60, 40, 'Kept carton'),
    });
    await expect(dialog.getByText('kept.pdf')).toBeVisible();

    // A click on the combo box's text opens its list; Escape closes only the list.
    await dialog.getByRole('combobox', { name: 'Customer' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Kept carton');
    await expect(dialog.getByText('kept.pdf')).toBeVisible();

    // The next Escape would discard the typed work: it asks first.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Kept carton');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  });

  test('a form page with unsaved changes asks before Cancel discards them', async ({ page }) => {
    await page.goto('/#/customer_list');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Customer', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Unsaved Dairy');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Unsaved Dairy');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
  });

  test("a form page with unsaved changes asks before the browser's Back, or a menu link leaves it", async ({
    page,
  }) => {
    await page.goto('/#/customer_list');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Customer', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Unsaved Dairy');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // Back: the form stays, with its text, until the user agrees.
    await page.evaluate(() => history.back());
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('heading', { name: 'Add Customer', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Unsaved Dairy');
    expect(new URL(page.url()).hash).toBe('#/customer_add');

    // A menu link, likewise.
    await sideMenu(page).getByRole('link', { name: 'Product', exact: true }).click();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Unsaved Dairy');

    // Back again, agreed this time: the list the user came from.
    await page.evaluate(() => history.back());
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/customer_list');
  });

  for (const [title, route, from] of [
    ['Invalid Scan Report', '/#/download/invalid-scan-report', 'From'],
    ['Inventory Reports', '/#/inventory_report', 'From'],
    ['EndUser Reward Report', '/#/enduser_reward_reports', 'From'],
    ['F-Codes Report', '/#/reports', 'From Date'],
    ['Token Data Report', '/#/token_data_report', 'From'],
  ] as const) {
    test(`${title}: From left empty says it is required on blur, before Download`, async ({
      page,
    }) => {
      await page.goto(route);
      const heading = page.getByRole('heading', { name: title, level: 1 });
      await expect(heading).toBeVisible();
      const group = page.getByRole('group', { name: new RegExp(`^${from}`) });
      await group.getByRole('spinbutton', { name: /^month/ }).click();
      await heading.click();
      await expect(group).toHaveAccessibleDescription(/This field is required$/);
    });
  }
});
