import { expect, type Locator, type Page } from '@playwright/test';
import { mmToPt, ptToMm } from '@veritag/domain';
import { choose } from '#e2e/choose';
import { e2ePort, screenshotPath } from '#e2e/e2e-server';
import { freshTemplate, qrCodesIn } from '#e2e/label-designs';
import { test } from '#e2e/stored-sessions';
import { tokenOf } from '#e2e/users';

/** Opens the design screen with the template id in navigation state, as the template list's Design action does. */
async function openDesign(page: Page, id: number): Promise<void> {
  await page.evaluate(
    (templateId) => history.replaceState({ id: templateId }, '', '#/design_template'),
    id,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Design Template', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Label design' })).toHaveAttribute(
    'data-state',
    'ready',
  );
}

/** A component on the canvas, by its type and name (its accessible name also says where it is). */
const item = (page: Page, type: string, name: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${type} '${name}' at`) });
/** Selects a component from the keyboard, as the canvas offers: focus it, press Enter. */
async function select(component: Locator): Promise<void> {
  await component.focus();
  await component.press('Enter');
  await expect(component).toHaveAttribute('aria-pressed', 'true');
}
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A length field's millimetres ("25.4 mm" reads 25.4). */
const millimetres = async (page: Page, name: string) =>
  Number.parseFloat(await field(page, name).inputValue());

/** The sample PDF's Title (its Info dictionary, UTF-16BE in hex as the server writes it). */
function pdfTitle(pdf: Buffer): string | undefined {
  const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(pdf.toString('latin1'))?.[1];
  return hex === undefined ? undefined : Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

async function typeInto(page: Page, name: string, value: string): Promise<void> {
  await field(page, name).fill(value);
  await field(page, name).press('Enter');
}

interface SavedCoordinate {
  name: string;
  type: string;
  x: number;
  y: number;
  format?: string;
  formatColor?: string;
  color?: string;
}

test.describe('the company admin designs a label', () => {
  test.use({ signedInAs: 'admin' });

  test('places a QR code, a DataMatrix, a Code and a Text, saves, finds them again and views a sample', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/#/dashboard');
    const description = `Designer journey ${Date.now()}`;
    const templateId = await freshTemplate(page, description);
    await openDesign(page, templateId);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Add Template' }),
    ).toBeVisible();

    // The Add Component panel: every type starts as an add button.
    await page.getByRole('button', { name: 'Add QR Code' }).click();
    await page.getByRole('button', { name: 'Add DataMatrix' }).click();
    await page.getByRole('button', { name: 'Add Code' }).click();
    await page.getByRole('button', { name: 'Add Text', exact: true }).click();
    for (const [type, name] of [
      ['QR_CODE', 'QR Code 1'],
      ['DataMatrix', 'DataMatrix 1'],
      ['Code', 'Code 1'],
      ['Text', 'Text 1'],
    ] as const) {
      await expect(item(page, type, name)).toBeVisible();
    }
    // The type being placed is the warning one.
    await expect(page.getByRole('button', { name: 'Add Text', exact: true })).toHaveAttribute(
      'data-tone',
      'warning',
    );

    // The Text is selected (just added): its X and Y are typed, in millimetres.
    await typeInto(page, 'X', '70');
    await typeInto(page, 'Y', '42');
    await expect(field(page, 'X')).toHaveValue('70 mm');
    await expect(item(page, 'Text', 'Text 1')).toHaveAccessibleName(/^Text 'Text 1' at 70, 42 mm/);
    // Undo and redo from the keyboard: the typed Y goes, and comes back.
    await item(page, 'Text', 'Text 1').focus();
    await page.keyboard.press('Control+z');
    await expect(item(page, 'Text', 'Text 1')).toHaveAccessibleName(/^Text 'Text 1' at 70, 0 mm/);
    await page.keyboard.press('Control+Shift+z');
    await expect(item(page, 'Text', 'Text 1')).toHaveAccessibleName(/^Text 'Text 1' at 70, 42 mm/);

    // Unsaved changes: leaving through a link asks first, and "no" stays.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Add Template' })
      .click();
    await expect.poll(() => asked).toContain('unsaved changes');
    await expect(page.getByRole('heading', { name: 'Design Template', level: 1 })).toBeVisible();
    await expect(item(page, 'Text', 'Text 1')).toBeVisible();
    // So does a change of address that is no link (as the Back button makes): "no" restores the address.
    asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.evaluate(() => (location.hash = '#/dashboard'));
    await expect.poll(() => asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/#\/design_template$/);
    await expect(item(page, 'Text', 'Text 1')).toBeVisible();

    // The Code is dragged; the X and Y inputs follow.
    const code = item(page, 'Code', 'Code 1');
    await select(code);
    await expect(field(page, 'Y')).toHaveValue('0 mm');
    const box = (await code.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 90, { steps: 12 });
    await page.mouse.up();
    await expect(field(page, 'Y')).not.toHaveValue('0 mm');
    const draggedX = await millimetres(page, 'X');
    const draggedY = await millimetres(page, 'Y');
    expect(draggedY).toBeGreaterThan(5);

    // Format and colours: the DataMatrix becomes an Aztec code in navy; the Text is red.
    // Selected with the pointer this time (a click, not a drag: it stays where it is).
    await item(page, 'DataMatrix', 'DataMatrix 1').click();
    await expect(item(page, 'DataMatrix', 'DataMatrix 1')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Setting', exact: true }).click();
    await choose(page, 'Format', 'Aztec Code');
    await field(page, 'Format Colour').fill('#1e3a8a');
    await select(item(page, 'Text', 'Text 1'));
    await page.getByRole('tab', { name: 'Font' }).click();
    await field(page, 'Font Colour').fill('red');
    await page.getByRole('tab', { name: 'General' }).click();
    await field(page, 'Text').fill('Batch label');

    // The Template tab: an A4 sheet with gaps; a sheet smaller than the label is flagged at once.
    await page.getByRole('tab', { name: 'Template' }).click();
    await typeInto(page, 'Template Width', '50');
    await typeInto(page, 'Template Height', '297');
    await expect(
      page.getByRole('status').filter({ hasText: 'larger than the template' }),
    ).toBeVisible();
    await typeInto(page, 'Template Width', '210');
    await typeInto(page, 'X Space', '2');
    await typeInto(page, 'Y Space', '3');
    await expect(
      page.getByRole('status').filter({ hasText: 'larger than the template' }),
    ).toHaveCount(0);
    await page.getByRole('tab', { name: 'General' }).click();

    // A QR code too small to scan: the panel warns, and the server refuses the save with its reason.
    await select(item(page, 'QR_CODE', 'QR Code 1'));
    await typeInto(page, 'Width', '7');
    await expect(page.getByRole('status').filter({ hasText: 'too small to scan' })).toBeVisible();
    // Saved with another component selected: the refusal selects the one it is about.
    await select(item(page, 'Code', 'Code 1'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error Message' })).toContainText(
      'QR Code 1',
    );
    await expect(item(page, 'QR_CODE', 'QR Code 1')).toHaveAttribute('aria-pressed', 'true');
    await expect(item(page, 'Code', 'Code 1')).toHaveAttribute('aria-pressed', 'false');
    await typeInto(page, 'Width', '18');
    await expect(page.getByRole('status').filter({ hasText: 'too small to scan' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();

    // What the server keeps is what the screen showed.
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const saved = (await (
      await page.request.get(`/api/templates/${templateId}/design`, { headers })
    ).json()) as { design: { coordinates: SavedCoordinate[]; innerFileWidth?: number } };
    const byName = new Map(saved.design.coordinates.map((c) => [c.name, c]));
    expect(byName.get('Text 1')).toMatchObject({ color: '#ff0000', text: 'Batch label' });
    expect(byName.get('Text 1')?.x).toBeCloseTo(mmToPt(70), 2);
    expect(byName.get('Text 1')?.y).toBeCloseTo(mmToPt(42), 2);
    expect(byName.get('DataMatrix 1')).toMatchObject({
      x: 50,
      y: 0,
      format: 'azteccode',
      formatColor: '#1e3a8a',
    });
    expect(ptToMm(byName.get('Code 1')!.x)).toBeCloseTo(draggedX, 1);
    expect(ptToMm(byName.get('Code 1')!.y)).toBeCloseTo(draggedY, 1);
    expect(byName.get('QR Code 1')).toMatchObject({ format: 'qrcode' });
    expect(saved.design).toMatchObject({
      innerFileWidth: 210,
      innerFileHeight: 297,
      xspace: 2,
      yspace: 3,
    });

    // After a reload every component is where it was.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Label design' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    await select(item(page, 'Code', 'Code 1'));
    expect(await millimetres(page, 'X')).toBeCloseTo(draggedX, 1);
    expect(await millimetres(page, 'Y')).toBeCloseTo(draggedY, 1);
    await select(item(page, 'Text', 'Text 1'));
    await expect(field(page, 'X')).toHaveValue('70 mm');
    await expect(field(page, 'Y')).toHaveValue('42 mm');
    await page.screenshot({ path: screenshotPath('design-template'), fullPage: true });
    // Saved types now offer delete.
    await expect(page.getByRole('button', { name: 'Delete QR Code' })).toHaveAttribute(
      'data-tone',
      'success',
    );

    // View Sample: the sample's QR code holds a URL of the platform.
    const sampled = page.waitForResponse((response) => response.url().endsWith('/api/tryit'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View Sample' }).click();
    const { fileName } = (await (await sampled).json()) as { fileName: string };
    await popup;
    const pdf = await page.request.get(fileName, { headers });
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // Titled with the template's description: the sample's tab shows it, not a random id
    // (decision 0378).
    expect(pdfTitle(await pdf.body())).toBe(description);
    const urls = await qrCodesIn(await pdf.body());
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(
        new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${e2ePort}/v/[0-9A-Z]{12}$`),
      );

    // A saved type's button deletes every component of that type from the saved design, after a confirm.
    await page.getByRole('button', { name: 'Delete DataMatrix' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(item(page, 'DataMatrix', 'DataMatrix 1')).toHaveCount(0);
    const afterDelete = (await (
      await page.request.get(`/api/templates/${templateId}/design`, { headers })
    ).json()) as { design: { coordinates: SavedCoordinate[] } };
    expect(afterDelete.design.coordinates.map((c) => c.type).sort()).toEqual([
      'Code',
      'QR_CODE',
      'Text',
    ]);
    await expect(page.getByRole('button', { name: 'Add DataMatrix' })).toHaveAttribute(
      'data-tone',
      'info',
    );

    // One Save (decision 0377): the toolbar's, which also marks the template updated; the panel has
    // none.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: 'Add Component' }).getByRole('button', { name: 'Save' }),
    ).toHaveCount(0);

    // The refusal: a component without a position stops the save and nothing is sent.
    let sent = 0;
    page.on('request', (request) => request.url().endsWith('/api/saveDndTemplate') && sent++);
    await select(item(page, 'QR_CODE', 'QR Code 1'));
    await field(page, 'X').fill('');
    await field(page, 'X').press('Tab');
    await expect(item(page, 'QR_CODE', 'QR Code 1')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please positioned your element')).toBeVisible();
    expect(sent).toBe(0);

    // Two components selected (Shift+Enter adds one) line up on their left edges.
    await select(item(page, 'Text', 'Text 1'));
    await item(page, 'Code', 'Code 1').focus();
    await page.keyboard.press('Shift+Enter');
    await page.getByRole('button', { name: 'Align left' }).click();
    const [codeLeft, textLeft] = await Promise.all(
      [item(page, 'Code', 'Code 1'), item(page, 'Text', 'Text 1')].map((one) =>
        one.getAttribute('aria-label'),
      ),
    );
    expect(codeLeft?.match(/ at ([\d.-]+),/)?.[1]).toBe(textLeft?.match(/ at ([\d.-]+),/)?.[1]);

    // Delete from the keyboard removes the focused component.
    await select(item(page, 'Code', 'Code 1'));
    await page.keyboard.press('Delete');
    await expect(item(page, 'Code', 'Code 1')).toHaveCount(0);

    // Closing the tab with unsaved changes asks first (the browser's own question).
    const question = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test('renames a component, resizes and turns it from the keyboard, and drags without snapping', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    const templateId = await freshTemplate(page);
    await openDesign(page, templateId);
    await page.getByRole('button', { name: 'Add Code' }).click();
    await page.getByRole('button', { name: 'Setting', exact: true }).click();
    await field(page, 'Name').fill('Serial');
    const serial = item(page, 'Code', 'Serial');
    await expect(serial).toBeVisible();

    // Alt+arrows resize (Shift: 10 pt), ] turns by a degree; the change is announced.
    await serial.focus();
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await page.keyboard.press(']');
    await expect(field(page, 'Width')).toHaveValue(`${Math.round(ptToMm(60) * 100) / 100} mm`);
    await expect(field(page, 'Rotation')).toHaveValue('1');
    await expect(page.getByRole('region', { name: 'Label design' }).getByRole('status')).toHaveText(
      /^Serial at .* 21.2 by 17.6 mm, rotated 1 degrees$/,
    );

    // Snapping off: a drag lands exactly where the pointer leaves it. (With snapping on, this drag
    // of 35 px ends with the component's centre 0.2 px from a 5 mm grid line, and lands on it: 26.67 pt.)
    await page.getByRole('button', { name: 'Snap', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Snap', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Turned back first: turned, its corner would reach above the label, which the save refuses.
    await serial.focus();
    await page.keyboard.press('[');
    await expect(field(page, 'Rotation')).toHaveValue('0');
    // At 100% the page is drawn at the spec's 1.32 scale: a pixel is 1 / 1.32 point.
    await page.getByRole('button', { name: '100%' }).click();
    await expect(page.getByRole('status', { name: 'Zoom', exact: true })).toHaveText('100%');
    const startX = await millimetres(page, 'X');
    const box = (await serial.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 35, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    // 35 px at the 1.32 scale is 26.52 points, 9.36 mm.
    await expect
      .poll(async () => (await millimetres(page, 'X')) - startX)
      .toBeCloseTo(ptToMm(35 / 1.32), 1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Changes saved successfully')).toBeVisible();
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const saved = (await (
      await page.request.get(`/api/templates/${templateId}/design`, { headers })
    ).json()) as { design: { coordinates: (SavedCoordinate & { width: number })[] } };
    expect(saved.design.coordinates).toMatchObject([{ name: 'Serial', type: 'Code', width: 60 }]);
  });

  test('fits the label to the canvas area at 1280x800, zooms, and keeps the canvas still when a component is selected', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#/dashboard');
    await openDesign(page, await freshTemplate(page));
    const canvas = page.getByRole('region', { name: 'Label design' });
    /** The drawn page's width against its area's, and whether anything scrolls or spills. */
    const fit = () =>
      canvas.evaluate((region) => {
        const area = region.parentElement!;
        const page = region.querySelector('canvas')!.getBoundingClientRect();
        return {
          share: page.width / area.clientWidth,
          overflows:
            area.scrollWidth > area.clientWidth ||
            area.scrollHeight > area.clientHeight ||
            document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
    const zoom = page.getByRole('status', { name: 'Zoom', exact: true });
    await expect.poll(async () => (await fit()).share).toBeGreaterThan(0.75);
    expect((await fit()).overflows).toBe(false);
    await expect(page.getByRole('button', { name: 'Fit', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fitted = await zoom.innerText();

    // Selecting a component (adding one selects it) fills the Position panel beside the canvas: the canvas does not move.
    await expect(field(page, 'X')).toBeDisabled();
    const before = (await canvas.boundingBox())!;
    await page.getByRole('button', { name: 'Add QR Code' }).click();
    await select(item(page, 'QR_CODE', 'QR Code 1'));
    await expect(field(page, 'X')).toBeEnabled();
    await expect(field(page, 'X')).toHaveValue(/^[\d.]+ mm$/);
    expect((await canvas.boundingBox())!.y).toBe(before.y);

    await page.getByRole('button', { name: '100%' }).click();
    await expect(zoom).toHaveText('100%');
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(zoom).toHaveText('125%');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect(zoom).toHaveText(fitted);
    await page.screenshot({ path: screenshotPath('design-template-fitted') });
  });

  test('returns to the template list without a template id', async ({ page }) => {
    await page.goto('/#/design_template');
    await expect(page).toHaveURL(/#\/template_design$/);
  });
});
