import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call, unchecked } from '../../test-support/api-calls';
import { demoCompanyId, otherCompanyAdmin, userHolding } from '../../test-support/master-data';
import { productApi, productFields } from '../../test-support/product-forms';
import { loadScanRenderer } from '@veritag/scan';
import { rowsOf } from '../../test-support/scans';
import { visit } from '../../test-support/public-pages';

/** Decision 0473: the scan page of a saved record, with a form's unsaved texts, as a preview. */
let t: TestApp;
let admin: string;
let customerId: number;
let productId: number;

/** The page as its HTML says it: its language, its preview banner's name, its verdict. */
const pageOf = (html: string) => ({
  lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
  banner: /<aside[^>]*aria-label="([^"]+)"[^>]*data-slot="preview-banner"/.exec(html)?.[1],
  verdict: /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ''),
  image: /<img[^>]*src="(\/scan-files\/[^"?]+)/.exec(html)?.[1],
  script: /<script\b/.test(html),
});

const scanCount = async () =>
  Number((await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from scans`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ scanPages: await loadScanRenderer() });
  admin = await tokenFor(t, 'admin');
  const customer = await call(
    t,
    contract.customers.create,
    {
      body: {
        companyName: 'Vista Foods',
        companyCode: 'VST-1',
        messageOnScan: 'Thank you for choosing Vista',
        messagesByLanguage: { messageOnScan: { de: 'Danke, dass Sie Vista gewählt haben' } },
      },
    },
    admin,
  );
  customerId = customer.body.id;
  const product = await productApi(t, () => admin).create(
    {
      ...productFields,
      'customer.id': customerId,
      authenticationMsg: 'Does this match your sample?',
      showProductImage: true,
    },
    [{ name: 'productImage.png' }],
  );
  expect(product.status).toBe(200);
  productId = product.body.id;
});
afterAll(async () => t.close());

const previewProduct = (body: object, token = admin) =>
  call(t, contract.scanPreviews.product, { body: unchecked(body) }, token);
const previewCustomer = (body: object, token = admin) =>
  call(t, contract.scanPreviews.customer, { body: unchecked(body) }, token);

describe('the product form preview', () => {
  it('renders the genuine page in German with the typed German text over the saved one, marked as a preview', async () => {
    const before = await scanCount();
    const reply = await previewProduct({
      productId,
      lang: 'de',
      draft: {
        authenticationMsg: 'Unsaved default',
        messagesByLanguage: { authenticationMsg: { de: 'Stimmt das mit Ihrer Probe überein?' } },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe('no-store');
    const page = pageOf(reply.text);
    expect(page).toMatchObject({ lang: 'de', banner: 'Vorschau', verdict: 'Echtes Produkt' });
    expect(reply.text).toContain('Stimmt das mit Ihrer Probe überein?');
    expect(reply.text).not.toContain('Does this match your sample?');
    // The saved customer's German message, and the product's stored image by signed reference.
    expect(reply.text).toContain('Danke, dass Sie Vista gewählt haben');
    const served = await visit(t, page.image!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // No scan was stored, nor anything that scans count.
    expect(await scanCount()).toBe(before);
    expect(page.script).toBe(false);
  });

  it('shows the unsaved default in a language the draft gives no text, and a cleared text not at all', async () => {
    const typed = await previewProduct({
      productId,
      lang: 'fr',
      draft: { authenticationMsg: 'Unsaved default', messagesByLanguage: {} },
    });
    expect(typed.text).toContain('Unsaved default');
    expect(pageOf(typed.text).banner).toBe('Aperçu');
    const cleared = await previewProduct({
      productId,
      lang: 'en',
      draft: { authenticationMsg: '' },
    });
    expect(cleared.text).not.toContain('Does this match your sample?');
  });

  it('refuses a bad draft with a title saying what is wrong', async () => {
    const language = await previewProduct({
      productId,
      lang: 'de',
      draft: { messagesByLanguage: { authenticationMsg: { it: 'Autentico' } } },
    });
    expect(language.status).toBe(400);
    expect(language.problem.title).toBe(
      'Invalid draft.messagesByLanguage.authenticationMsg.it: Messages can be given in these languages only: en, es, fr, de, hi, ar',
    );
    const long = await previewProduct({
      productId,
      lang: 'de',
      draft: { authenticationMsg: 'x'.repeat(251) },
    });
    expect(long.problem.title).toBe('Invalid draft.authenticationMsg: Value must be less than 250');
    const lang = await previewProduct({ productId, lang: 'it' });
    expect(lang.status).toBe(400);
    expect(lang.problem.title).toBe(
      "Invalid lang: The preview's language must be one of en, es, fr, de, hi, ar",
    );
  });

  it('is refused to a user without the Product view (403), and another company gets 404', async () => {
    const companyId = await demoCompanyId(t);
    const customersOnly = await userHolding(t, companyId, 'Customer', 1);
    const refused = await previewProduct({ productId, lang: 'en' }, customersOnly);
    expect(refused.status).toBe(403);
    const viewer = await userHolding(t, companyId, 'Product', 1);
    expect((await previewProduct({ productId, lang: 'en' }, viewer)).status).toBe(200);
    const other = await otherCompanyAdmin(t, 'Preview Rival');
    const hidden = await previewProduct({ productId, lang: 'en' }, other.token);
    expect(hidden.status).toBe(404);
    expect(hidden.problem.title).toBe('Product not found');
    expect((await previewProduct({ productId, lang: 'en' }, '')).status).toBe(401);
  });
});

describe('the customer form preview', () => {
  it('renders the customer page in the chosen language with the typed text, with one of its products or none', async () => {
    const before = await scanCount();
    const alone = await previewCustomer({
      customerId,
      lang: 'es',
      draft: { messagesByLanguage: { messageOnScan: { es: 'Gracias por elegir Vista' } } },
    });
    expect(alone.status).toBe(200);
    expect(pageOf(alone.text)).toMatchObject({ lang: 'es', verdict: 'Producto auténtico' });
    expect(alone.text).toContain('Gracias por elegir Vista');
    expect(alone.text).not.toContain(productFields.productName);
    const withProduct = await previewCustomer({ customerId, productId, lang: 'en' });
    expect(withProduct.text).toContain(productFields.productName);
    expect(withProduct.text).toContain('Thank you for choosing Vista');
    expect(await scanCount()).toBe(before);
  });

  it('refuses a user without the Customer view (403), another company (404) and a bad draft (400)', async () => {
    const companyId = await demoCompanyId(t);
    const productsOnly = await userHolding(t, companyId, 'Product', 1);
    expect((await previewCustomer({ customerId, lang: 'en' }, productsOnly)).status).toBe(403);
    const other = await otherCompanyAdmin(t, 'Preview Rival Two');
    const hidden = await previewCustomer({ customerId, lang: 'en' }, other.token);
    expect(hidden.status).toBe(404);
    expect(hidden.problem.title).toBe('Customer not found');
    const bad = await previewCustomer({
      customerId,
      lang: 'en',
      draft: { messageOnScan: 'x'.repeat(101) },
    });
    expect(bad.status).toBe(400);
    expect(bad.problem.title).toBe('Invalid draft.messageOnScan: Value must be less than 100');
    const unknownField = await previewCustomer({ customerId, lang: 'en', draft: { logo: 'x' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.problem.title).toContain(
      'A customer preview takes only messageOnScan, textForMicrosite and messagesByLanguage',
    );
  });
});
