import type { Locator, Page } from '@playwright/test';

/** Types codes into a list's field as a keyboard-wedge scanner does: the code, then Enter. */
export async function wedgeScan(field: Locator, codes: string[]): Promise<void> {
  for (const code of codes) {
    await field.fill(code);
    await field.press('Enter');
  }
}

/** One of the scan station's action forms, by its name ('Pack under a parent', 'Take into stock', ...). */
export const stationAction = (page: Page, name: string) => page.getByRole('form', { name });
