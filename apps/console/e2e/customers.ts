import { expect, type Page } from '@playwright/test';

/** A company's customers added through the API with the signed-in user's token, as the add form sends them. */
export async function addCustomersByApi(
  page: Page,
  names: readonly string[],
  extra: Record<string, string> = {},
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const companyName of names) {
    const reply = await page.request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { companyName, companyCode: 'JRN', messageOnScan: 'Genuine', ...extra },
    });
    expect(reply.status()).toBe(200);
  }
}

export const contactPerson = (page: Page, n: number) =>
  page.getByRole('group', { name: `Contact Person ${n}` });

/** Narrows the list by one column's Contains filter. */
export async function filterBy(page: Page, column: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: `${column} contains` }).fill(text);
}
