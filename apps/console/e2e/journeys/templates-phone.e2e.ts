import { expect, test } from '../stored-sessions';
import { freshTemplate } from '../label-designs';
import { layoutProblems } from '../phone-layout';

/**
 * The template screens on a phone (390 x 844): each fits the width, wide tables and
 * the label canvas scroll inside their own frames. Screenshots are kept as phone-<route>.png.
 */
test.describe('the template screens at 390 x 844', () => {
  test.use({ signedInAs: 'admin' });

  test('the template list, Add Template, the token list and the designer fit the phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A template of the customer the list opens on, so the list has a card.
    await page.goto('/#/template_design');
    await expect(page.getByRole('combobox', { name: 'Customer' })).not.toHaveValue('');
    const opensOn = await page.getByRole('combobox', { name: 'Customer' }).inputValue();
    const templateId = await freshTemplate(page, undefined, opensOn);
    await page.reload();
    const problems: string[] = [];
    for (const route of ['template_design', 'template_history_list']) {
      await page.goto(`/#/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Below 640 px a list is cards, named as its table would be (the title, or 'Template of …'), and no table.
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await expect(page.getByRole('list', { name: new RegExp(`^${title}`) })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      problems.push(...(await layoutProblems(page, route)));
    }
    await page.goto('/#/template_add');
    await expect(page.getByRole('dialog', { name: 'Add Template' })).toBeVisible();
    const dialogWidth = await page
      .getByRole('dialog', { name: 'Add Template' })
      .evaluate((dialog) => dialog.getBoundingClientRect().width);
    expect(dialogWidth).toBeLessThanOrEqual(390);
    problems.push(...(await layoutProblems(page, 'template_add')));

    await page.evaluate((id) => history.replaceState({ id }, '', '#/design_template'), templateId);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Label design' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    await page.getByRole('button', { name: 'Add QR Code' }).click();
    await expect(page.getByRole('button', { name: /^QR_CODE 'QR Code 1' at/ })).toBeVisible();
    problems.push(...(await layoutProblems(page, 'design_template')));
    expect(problems).toEqual([]);
  });
});

test.describe('the template request list at 390 x 844', () => {
  test.use({ signedInAs: 'superadmin' });

  test('fits the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/template_request_list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await layoutProblems(page, 'template_request_list')).toEqual([]);
  });
});
