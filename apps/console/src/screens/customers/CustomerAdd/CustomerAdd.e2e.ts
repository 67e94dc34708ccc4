import { rowAction } from '#e2e/row-actions';
import { fixturePath, screenshotPath } from '#e2e/e2e-server';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';
import { contactPerson, filterBy } from '#e2e/customers';

const details = (page: Page) => page.getByRole('tabpanel', { name: 'Customer Details' });
const emailTab = (page: Page) => page.getByRole('tabpanel', { name: 'Email Config Settings' });
const name = 'Journey Dairy Co';

async function fillEmailConfig(page: Page) {
  const tab = emailTab(page);
  await tab
    .getByRole('textbox', { name: 'Email Server *', exact: true })
    .fill('smtp.journey.example');
  await tab.getByRole('textbox', { name: 'Email Server Port' }).fill('587');
  await tab.getByRole('textbox', { name: 'Sender Email' }).fill('noreply@journey.example');
  await tab.getByLabel('2FA Password for Email').fill('app-pass-1');
  // Add Email adds the typed address, once it is one; Enter in the input adds it too.
  const helpDesk = tab.getByRole('textbox', { name: 'Help Desk Email' });
  await helpDesk.fill('help desk');
  await tab.getByRole('button', { name: 'Add Email' }).click();
  await expect(helpDesk).toHaveAccessibleDescription(
    'Email must be an address such as name@example.com',
  );
  await helpDesk.fill('help@journey.example');
  await tab.getByRole('button', { name: 'Add Email' }).click();
  await helpDesk.fill('desk@journey.example');
  await helpDesk.press('Enter');
  await expect(
    tab.getByRole('list', { name: 'Help Desk Email list' }).getByRole('listitem'),
  ).toHaveText([/help@journey\.example/, /desk@journey\.example/]);
  // The input is empty again: an empty input does not stop the Save.
  await expect(helpDesk).toHaveValue('');
  await tab.getByRole('textbox', { name: 'Subject for Customer Email' }).fill('Your product');
  await tab.getByRole('textbox', { name: 'Subject for Vendor Email' }).fill('A product');
  await tab.getByRole('textbox', { name: 'Email Message to Customer' }).fill('Thank you');
  await tab.getByRole('textbox', { name: 'Email Message to Vendor' }).fill('Please check');
}

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test('adds a customer on all three tabs, edits it (QR code, logo delete), views and deletes it', async ({
    page,
  }) => {
    await page.goto('/#/customer_list');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add Customer', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Email Config Settings' })).toHaveCount(0);

    const companyName = details(page).getByRole('textbox', { name: 'Company Name' });
    await companyName.click();
    await companyName.blur();
    await expect(companyName).toHaveAccessibleDescription('This field is required');
    await companyName.fill(name);
    const phone = details(page).getByRole('textbox', { name: 'Phone No.' });
    await phone.fill('12345');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Min Length 10');
    await phone.fill('9876501234');
    await details(page).getByRole('textbox', { name: 'Company Code' }).fill('JDC-1');
    await details(page)
      .getByRole('textbox', { name: 'Message on Qr Code Scanning' })
      .fill('Genuine Journey Dairy');
    await details(page).getByRole('switch', { name: 'Website' }).click();
    await details(page)
      .getByRole('textbox', { name: 'Website Link' })
      .fill('https://journey-dairy.example');

    // The logo is at most 1 MB on add: a larger one is refused before anything is sent.
    const logo = details(page).getByRole('group', { name: 'Logo' });
    await logo.locator('input[type=file]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1_000_001, 1),
    });
    await expect(logo.getByRole('alert')).toHaveText('File must be at most 1 MB');
    await logo.locator('input[type=file]').setInputFiles(fixturePath('rosette.png'));
    await expect(logo.getByText('rosette.png')).toBeVisible();

    // The microsite needs email settings: the tab appears, and saving without them names them.
    await details(page).getByRole('switch', { name: 'Roto Customized Microsite' }).click();
    await expect(page.getByRole('tab', { name: 'Email Config Settings' })).toBeVisible();
    // Checked on Save, not before: no message and no tab marked while nothing was tried
    // (decision 0383).
    await expect(
      page.getByText('Please Configure Email Settings as customized microsite is turned on.'),
    ).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /has errors/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      emailTab(page).getByText(
        'Please Configure Email Settings as customized microsite is turned on.',
      ),
    ).toBeVisible();
    await fillEmailConfig(page);

    await page.getByRole('tab', { name: 'Contact Person' }).click();
    for (const [n, person] of [
      ['Ira', 'ira'],
      ['Jon', 'jon'],
      ['Kay', 'kay'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add Contact Person' }).click();
      await contactPerson(page, n + 1)
        .getByRole('textbox', { name: 'Name' })
        .fill(person[0]!);
      await contactPerson(page, n + 1)
        .getByRole('textbox', { name: 'Email' })
        .fill(`${person[1]}@journey.example`);
    }
    await page.screenshot({ path: screenshotPath('customer-add'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
    await filterBy(page, 'Company Name', 'journey dairy');
    await page
      .getByRole('row', { name: /Journey Dairy Co/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Customer', level: 1 })).toBeVisible();

    // The QR code of the video page shows with the website link enabled, and downloads as <id>.png.
    const qr = page.getByRole('img', { name: `QR code of ${name}` });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('width', '250');
    // The address it holds ends in the customer's random public id (decision 0332), never the
    // numeric one.
    await expect(
      page
        .getByRole('region', { name: 'Video page QR code' })
        .getByRole('link', { name: /\/video$/ }),
    ).toHaveText(/\/c\/[A-Za-z0-9_-]{22}\/video$/);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PNG' }).click();
    expect((await download).suggestedFilename()).toMatch(/^\d+\.png$/);
    await page.screenshot({ path: screenshotPath('customer-edit-qr'), fullPage: true });

    // A saved contact person is deleted on the server at once, before any Save.
    await page.getByRole('tab', { name: 'Contact Person' }).click();
    const deleted = page.waitForResponse(
      (response) =>
        /\/api\/contect-people\/\d+$/.test(response.url()) &&
        response.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Remove Contact Person 3' }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByRole('tab', { name: 'Customer Details' }).click();
    await expect(details(page).getByRole('img', { name: 'Current logo' })).toBeVisible();
    await details(page).getByRole('button', { name: 'Delete Logo' }).click();
    await expect(details(page).getByText('The logo will be deleted when you save.')).toBeVisible();
    // The stored mail password is never shown; left masked, it is kept.
    await page.getByRole('tab', { name: 'Email Config Settings' }).click();
    await expect(emailTab(page).getByLabel('2FA Password for Email')).toHaveValue('********');
    await expect(
      emailTab(page).getByRole('listitem').filter({ hasText: 'desk@journey.example' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();

    await filterBy(page, 'Company Name', 'journey dairy');
    await page
      .getByRole('row', { name: /Journey Dairy Co/ })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Customer', level: 1 })).toBeVisible();
    await expect(details(page).getByRole('textbox', { name: 'Company Name' })).toHaveValue(name);
    await expect(details(page).getByRole('button', { name: 'Delete Logo' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await filterBy(page, 'Company Name', 'journey dairy');
    await page
      .getByRole('row', { name: /Journey Dairy Co/ })
      .getByRole('button', { name: /^View/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Customer Details', level: 1 })).toBeVisible();
    await expect(page.getByText('Genuine Journey Dairy')).toBeVisible();
    await page.getByRole('tab', { name: 'Contact Person' }).click();
    const contacts = page.getByRole('table', { name: 'Contact Person' });
    await expect(contacts.getByRole('cell', { name: 'Ira', exact: true })).toBeVisible();
    await expect(contacts.getByRole('cell', { name: 'Jon', exact: true })).toBeVisible();
    await expect(contacts.getByRole('cell', { name: 'Kay', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();

    await filterBy(page, 'Company Name', 'journey dairy');
    await (await rowAction(page.getByRole('row', { name: /Journey Dairy Co/ }), /^Delete/)).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await filterBy(page, 'Company Name', 'journey dairy');
    await expect(page.getByRole('row', { name: /Journey Dairy Co/ })).toHaveCount(0);
  });

  test('the edit screen without a customer id returns to the list', async ({ page }) => {
    await page.goto('/#/customer_edit');
    await expect(page.getByRole('heading', { name: 'Customer', level: 1 })).toBeVisible();
  });
});
