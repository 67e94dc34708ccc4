import { expect, type Page } from '@playwright/test';
import type { Api, PrintClient } from './print-runs';
import { sideMenu } from './sessions';

/** A second product of the client and a plant making every product of it (All Product Add). */
export async function linkTarget(api: Api, client: PrintClient, tag: string) {
  const code = `LNK-${tag}`;
  const name = `Linked ${tag}`;
  const product = (await api.post('/products', {
    multipart: {
      productName: name,
      productSrNo: `SL-${tag}`,
      productCode: code,
      productDescription: 'A pack relabelled',
      labelSize: '200 x 100',
      labelSpecification: 'Gloss paper',
      'customer.id': String(client.customer.id),
    },
  })) as { id: number };
  const plantName = `Link Plant ${tag}`;
  await api.post('/plants', {
    data: {
      plantCode: `LP-${tag}`,
      name: plantName,
      address: 'Link Road',
      customer: client.customer.id,
      allowAllProduct: true,
      plantProducts: [],
    },
  });
  return { product: { id: product.id, code, name, option: `${code} ${name}` }, plantName };
}

/** Opens Link QrCode from the menu's Master group, as a user would. */
export async function openLinkQr(page: Page) {
  await page.goto('/#/dashboard');
  await sideMenu(page).getByRole('button', { name: 'Master' }).click();
  await sideMenu(page).getByRole('link', { name: 'Link QR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Link QR', level: 1 })).toBeVisible();
}
