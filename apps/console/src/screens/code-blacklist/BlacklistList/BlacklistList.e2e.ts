import {
  describeBlacklistEvidence,
  formatListDateTime,
  type BlacklistEntry,
} from '@veritag/domain';
import { screenshotPath } from '#e2e/e2e-server';
import { choose } from '#e2e/choose';
import { apiOf, errorToast, pageAs, runCodes } from '#e2e/print-runs';
import { sideMenu } from '#e2e/sessions';
import { expect, test } from '#e2e/stored-sessions';
import type { Page } from '@playwright/test';

/** The demo print run's codes, in print order, read from its code file as the admin downloads it. */
async function demoCodes(page: Page): Promise<string[]> {
  const api = await apiOf(page, 'admin');
  const runs = (await api.get('/get/companyInfo?size=1&sort=createdDate,asc')) as {
    content: { id: number }[];
  };
  return runCodes(api, runs.content[0]!.id);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Blacklist Codes' });
const codeFilter = (page: Page) => page.getByRole('textbox', { name: 'Code contains' });
const count = (page: Page, label: string) =>
  page.locator(`dl[aria-label="What the file did"] > dt:text-is("${label}") + dd`);

async function openBlacklist(page: Page) {
  await page.goto('/#/dashboard');
  // The menu answers once the account and privileges are loaded, which the dashboard's heading follows.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await sideMenu(page).getByRole('button', { name: 'Printing' }).click();
  await sideMenu(page).getByRole('link', { name: 'Blacklisted Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Blacklisted Codes', level: 1 })).toBeVisible();
}

async function uploadCodes(page: Page, csv: string, reason: string) {
  await page.getByRole('button', { name: 'Blacklist Codes' }).click();
  await dialog(page).getByRole('tab', { name: 'File of codes' }).click();
  await dialog(page)
    .getByRole('group', { name: /^Codes File/ })
    .locator('input[type=file]')
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await choose(page, 'Reason', reason);
  await dialog(page).getByRole('button', { name: 'Upload' }).click();
}

/**
 * The demo's automatic blacklistings under review (seed/demo-reviews.ts), told by their evidence:
 * the copied-looking one (7 sessions, 4 people) and the forged-looking one (12 sessions, 1 person).
 * Other journeys put codes of their own under review in the same company meanwhile.
 */
async function demoUnderReview(page: Page): Promise<[BlacklistEntry, BlacklistEntry]> {
  const api = await apiOf(page, 'admin');
  const { content } = (await api.get('/code-blacklist?review=pending&active=true&size=100')) as {
    content: BlacklistEntry[];
  };
  const seen = (sessions: number, people: number) => {
    const entry = content.find(
      ({ evidence }) => evidence?.sessions === sessions && evidence.people === people,
    );
    expect(entry, `the demo's review of ${sessions} sessions by ${people} people`).toBeDefined();
    return entry!;
  };
  return [seen(7, 4), seen(12, 1)];
}

const underReviewTab = (page: Page) => page.getByRole('tab', { name: 'Under review' });
const reviewTable = (page: Page) =>
  page.getByRole('table', { name: 'Blacklisted Codes under review' });

test.describe('the company admin', () => {
  test.use({ signedInAs: 'admin' });

  test("reviews the platform's blacklistings: sees why and since when, confirms one and lifts the other", async ({
    page,
    browser,
  }) => {
    const [copied, forged] = await demoUnderReview(page);

    // A viewer sees them under review, and neither Confirm nor Reactivate.
    const viewer = await pageAs(browser, 'user');
    await openBlacklist(viewer);
    await underReviewTab(viewer).click();
    await expect(
      reviewTable(viewer).getByRole('row', { name: new RegExp(copied.code) }),
    ).toContainText('Under review');
    await expect(viewer.getByRole('button', { name: /^(Confirm|Reactivate) / })).toHaveCount(0);
    await viewer.context().close();

    await openBlacklist(page);
    await underReviewTab(page).click();
    const row = reviewTable(page).getByRole('row', { name: new RegExp(copied.code) });
    await expect(row.getByRole('cell', { name: 'Max scan count', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Platform', exact: true })).toBeVisible();
    await expect(
      row.getByRole('cell', { name: describeBlacklistEvidence(copied.evidence!), exact: true }),
    ).toBeVisible();
    await expect(
      row.getByRole('cell', {
        name: formatListDateTime(new Date(copied.blacklistedAt)),
        exact: true,
      }),
    ).toBeVisible();
    await expect(row.locator('[data-state="under-review"]')).toHaveText('Under review');
    await page.screenshot({ path: screenshotPath('code-blacklist-under-review'), fullPage: true });

    await row.getByRole('button', { name: `Confirm ${copied.code}` }).click();
    const confirm = page.getByRole('dialog', { name: `Confirm ${copied.code}` });
    await expect(confirm).toContainText(describeBlacklistEvidence(copied.evidence!));
    await confirm.getByRole('textbox', { name: 'Note' }).fill('Copied labels sold in Catania');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toHaveCount(0);
    const scanned = await page.request.get(`/v/${encodeURIComponent(copied.code)}`, {
      headers: { accept: 'application/json' },
    });
    expect(((await scanned.json()) as { verdict: string }).verdict).toBe('notGenuine');

    const lifted = reviewTable(page).getByRole('row', { name: new RegExp(forged.code) });
    await lifted.getByRole('button', { name: `Reactivate ${forged.code}` }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${forged.code}` });
    await expect(reactivate).toContainText("This lifts the platform's blacklisting");
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expect(reactivate).toHaveCount(0);
    await expect(lifted).toHaveCount(0);
    // Asked for by its code, the lifted one is no longer under review.
    await codeFilter(page).fill(forged.code);
    await expect(page.getByText('No blacklisting is under review')).toBeVisible();

    await page.getByRole('tab', { name: 'All' }).click();
    const all = page.getByRole('table', { name: 'Blacklisted Codes' });
    await codeFilter(page).fill(copied.code);
    const confirmed = all.getByRole('row', { name: new RegExp(copied.code) });
    await expect(confirmed.locator('[data-state="active"]')).toHaveText('Active');
    await expect(
      confirmed.getByRole('cell', { name: 'Platform, confirmed by admin', exact: true }),
    ).toBeVisible();
    await expect(
      confirmed.getByRole('cell', { name: 'Copied labels sold in Catania' }),
    ).toBeVisible();
    await expect(confirmed.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
    await codeFilter(page).fill(forged.code);
    await expect(
      all.getByRole('row', { name: new RegExp(forged.code) }).locator('[data-state="reactivated"]'),
    ).toHaveText('Reactivated');
  });

  test('blacklists a demo code as stolen, finds it with its reason, and reactivates it', async ({
    page,
  }) => {
    const code = (await demoCodes(page))[100]!;
    await openBlacklist(page);
    await page.getByRole('button', { name: 'Blacklist Codes' }).click();
    // Left empty, Code says so as soon as it is left, before Blacklist is pressed; Reason, not left yet, says nothing.
    await dialog(page).getByRole('textbox', { name: 'Code' }).click();
    await dialog(page).getByRole('textbox', { name: 'Code' }).press('Tab');
    await expect(dialog(page).getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(
      dialog(page).getByRole('combobox', { name: 'Reason' }),
    ).toHaveAccessibleDescription('');
    await dialog(page).getByRole('button', { name: 'Blacklist', exact: true }).click();
    await expect(
      dialog(page).getByRole('combobox', { name: 'Reason' }),
    ).toHaveAccessibleDescription('Choose a reason');
    await expect(dialog(page).getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await dialog(page).getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await choose(page, 'Reason', 'Stolen');
    await dialog(page).getByRole('textbox', { name: 'Note' }).fill('Taken from the depot');
    await page.screenshot({ path: screenshotPath('code-blacklist-one'), fullPage: true });
    await dialog(page).getByRole('button', { name: 'Blacklist', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);

    await codeFilter(page).fill(code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row.getByRole('cell', { name: 'Stolen', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Taken from the depot' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('code-blacklist-list'), fullPage: true });

    await row.getByRole('button', { name: /^Reactivate/ }).click();
    const reactivate = page.getByRole('dialog', { name: `Reactivate ${code}` });
    await reactivate.getByRole('textbox', { name: 'Note' }).fill('Found again');
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await expect(row.getByText('Reactivated', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Reactivate/ })).toHaveCount(0);
  });

  test('blacklists the codes of a CSV and sees what it did', async ({ page }) => {
    const codes = (await demoCodes(page)).slice(110, 113);
    await openBlacklist(page);
    await uploadCodes(page, `Code\n${codes.join('\n')}\n`, 'Damaged');
    await expect(count(page, 'Codes in the file')).toHaveText('3');
    await expect(count(page, 'Blacklisted now')).toHaveText('3');
    await expect(count(page, 'Already blacklisted')).toHaveText('0');
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await codeFilter(page).fill(codes[1]!);
    await expect(
      page
        .getByRole('row', { name: new RegExp(codes[1]!) })
        .getByRole('cell', { name: 'Damaged', exact: true }),
    ).toBeVisible();
  });

  test('a CSV holding a code not of the company is refused whole, saying which', async ({
    page,
  }) => {
    const [code] = (await demoCodes(page)).slice(120, 121);
    await openBlacklist(page);
    await uploadCodes(page, `${code}\nZZZZZZZZZZZZ\n`, 'Lost');
    const title =
      '1 code of the file is not a code of your company: ZZZZZZZZZZZZ. Nothing was changed';
    await expect(errorToast(page, title)).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: /^Codes File/ })).toContainText(title);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await codeFilter(page).fill(code!);
    // Other journeys' codes are listed before the filter applies: the empty list is this code's.
    await expect(page.getByText('No codes are blacklisted')).toBeVisible();
  });
});

test.describe('the demo user, with Print Data at view level', () => {
  test.use({ signedInAs: 'user' });
  test('sees the blacklist but cannot change it', async ({ page }) => {
    await openBlacklist(page);
    await expect(page.getByRole('table', { name: 'Blacklisted Codes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Blacklist Codes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Reactivate/ })).toHaveCount(0);
  });
});

test.describe('a producer without the Print Data privilege', () => {
  test.use({ signedInAs: 'producer' });
  test('has no Blacklisted Codes entry and gets Access Denied on /code_blacklist', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Blacklisted Codes' })).toHaveCount(0);
    await page.goto('/#/code_blacklist');
    await expect(page).toHaveURL(/#\/access$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
