import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { checkCharacterOf, codeAlphabets } from '@veritag/domain';
import { rosetteFile } from './fixtures/files';
import { phoneContext } from './phones';
import {
  generated,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
  type FormPart,
  type PrintClient,
} from './print-runs';

/**
 * The scan pages as shoppers' phones open them: a phone of its own per shopper, the verdict
 * region, made-up codes, and codes of a brand with its logo and product image.
 */

/** The phone the scan journeys measure against. */
export const phoneSize = { width: 390, height: 844 };

/**
 * A phone of its own: a fresh browser with nothing cached and no cookies, as a shopper's, on a
 * network of its own. `locale` is the phone's language (its Accept-Language); `axe` lets a test
 * inject axe-core into the page, which the scan pages' script-src 'self' would refuse.
 */
export async function shopperPhone(
  browser: Browser,
  { locale, axe = false }: { locale?: string; axe?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext(
    phoneContext({
      viewport: phoneSize,
      isMobile: true,
      hasTouch: true,
      userAgent: `Phone ${tagOf()}`,
      ...(locale ? { locale } : {}),
      ...(axe ? { bypassCSP: true } : {}),
    }),
  );
  return context.newPage();
}

/** The verdict: the status region holding the page's h1. */
export const verdictOf = (page: Page): Locator =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { level: 1 }) });

/** A code a guesser makes up: its check character is right, it was never issued. */
export const madeUpCode = (): string => {
  const payload = [...randomBytes(11)]
    .map((byte) => codeAlphabets.Alphanumeric[byte % 32])
    .join('');
  return payload + checkCharacterOf(payload, 'Alphanumeric');
};

/** A PNG as the console's upload sends it, under `name` (a product image's name says which image it is). */
export const pngPart = async (name: string): Promise<FormPart> => ({
  name,
  mimeType: 'image/png',
  buffer: await readFile(rosetteFile),
});

/**
 * A client with its logo whose product shows its image (uploaded as the customer and product
 * forms send them), with a generated run of `quantity` codes. `productFields` add the product's
 * rules.
 */
export async function brandedRun(
  api: Api,
  { quantity, productFields = {} }: { quantity: number; productFields?: Record<string, FormPart> },
): Promise<{ client: PrintClient; codes: string[] }> {
  const client = await seedPrintClient(api, tagOf(), {
    labelsPerRoll: 4,
    customerFields: { customerLogo: await pngPart('logo.png') },
    productFields: {
      showProductImage: 'true',
      file: await pngPart('productImage.png'),
      ...productFields,
    },
  });
  const run = await printRunByApi(api, client, quantity);
  await generated(api, run.id);
  return { client, codes: await runCodes(api, run.id) };
}

/** Checks that an image really loaded (a broken or blocked one has no natural width). */
export async function expectLoaded(image: Locator): Promise<void> {
  // Below the verdict an image loads lazily: brought into view, it is fetched.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}
