import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { tokenFor } from '../../test-support/sessions';
import { call } from '../../test-support/api-calls';
import { productApi, productFields } from '../../test-support/product-forms';
import { printRunCodes, rowsOf, scan } from '../../test-support/scans';

/** Decision 0469: the brand's messages per language, from the console's calls to the scan page. */
let t: TestApp;
let admin: string;
let code: string;
let customerId: number;
let productId: number;

const german = {
  authenticationMsg: 'Stimmt das mit Ihrer Probe überein?',
  msgAfterScanExceded: 'Dieses Etikett wurde zu oft gescannt',
};
/** The product counts scan sessions: a second one reaches its limit and shows its message. */
const limited = {
  checkCountOfScan: true,
  allowNumberOfScans: 1,
  msgAfterScanExceded: 'This label was scanned too often',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  const customer = await call(
    t,
    contract.customers.create,
    {
      body: {
        companyName: 'Lingua Foods',
        companyCode: 'LNG-1',
        messageOnScan: 'Thank you for choosing Lingua',
        messagesByLanguage: {
          messageOnScan: { de: 'Danke, dass Sie Lingua gewählt haben', es: 'Gracias', fr: ' ' },
        },
      },
    },
    admin,
  );
  expect(customer.status).toBe(200);
  customerId = customer.body.id;
  const product = await productApi(t, () => admin).create({
    ...productFields,
    'customer.id': customerId,
    ...limited,
    'messagesByLanguage.authenticationMsg.de': german.authenticationMsg,
    'messagesByLanguage.msgAfterScanExceded.de': german.msgAfterScanExceded,
    // Hidden by its switch (capture user data is off): dropped with its field.
    'messagesByLanguage.customTextPostScan.de': 'Bitte geben Sie Ihre Handynummer ein',
    'messagesByLanguage.authenticationMsg.hi': '',
  });
  expect(product.status).toBe(200);
  productId = product.body.id;
  // One printed code of the demo run now stands for this product and customer.
  code = (await printRunCodes(t, 1))[0]!.code;
  await t.database.db.execute(
    sql`update print_data set product_id = ${productId}, customer_id = ${customerId}
        where id = (select batch_id from codes where code = ${code})`,
  );
});
afterAll(async () => t.close());

describe('messages per language, through the calls', () => {
  it('are stored and returned as given, blank ones dropped', async () => {
    const customer = await call(t, contract.customers.get, { params: { id: customerId } }, admin);
    expect(customer.body.messagesByLanguage).toEqual({
      messageOnScan: { de: 'Danke, dass Sie Lingua gewählt haben', es: 'Gracias' },
    });
    const product = await call(t, contract.products.get, { params: { id: productId } }, admin);
    expect(product.body.messagesByLanguage).toEqual({
      authenticationMsg: { de: german.authenticationMsg },
      msgAfterScanExceded: { de: german.msgAfterScanExceded },
    });
    const [row] = await rowsOf<{ m: unknown }>(
      t,
      sql`select messages_by_language as m from products where id = ${productId}`,
    );
    expect(row!.m).toEqual(product.body.messagesByLanguage);
  });

  it('are refused with a title naming the field when the language or the length is wrong', async () => {
    const unknownLanguage = await productApi(t, () => admin).create({
      ...productFields,
      'customer.id': customerId,
      'messagesByLanguage.authenticationMsg.it': 'Autentico',
    });
    expect(unknownLanguage.status).toBe(400);
    expect(unknownLanguage.problem.title).toBe(
      'Invalid messagesByLanguage.authenticationMsg.it: Messages can be given in these languages only: en, es, fr, de, hi, ar',
    );
    const tooLong = await call(
      t,
      contract.customers.create,
      {
        body: {
          companyName: 'Lingua Two',
          companyCode: 'LNG-2',
          messageOnScan: 'Hello',
          messagesByLanguage: { messageOnScan: { fr: 'x'.repeat(101) } },
        },
      },
      admin,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.problem.title).toBe(
      'Invalid messagesByLanguage.messageOnScan.fr: Value must be less than 100',
    );
  });
});

describe('the scan page', () => {
  it('shows the German texts to a German shopper and the defaults to a French one', async () => {
    const none = await scan(t, code, 'phone-none');
    expect(none.view).toMatchObject({
      verdict: 'genuine',
      product: { authenticationMsg: 'Does this information match with your sample' },
      customer: { messageOnScan: 'Thank you for choosing Lingua' },
    });

    // The second session reaches the product's limit: its message is the brand's text too.
    const de = await scan(t, code, 'phone-de', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.status).toBe(200);
    expect(de.view).toMatchObject({
      verdict: 'limitReached',
      limitMessage: german.msgAfterScanExceded,
      product: { authenticationMsg: german.authenticationMsg },
      customer: { messageOnScan: 'Danke, dass Sie Lingua gewählt haben' },
    });

    const fr = await scan(t, code, 'phone-fr', { 'accept-language': 'fr' });
    expect(fr.view).toMatchObject({
      verdict: 'limitReached',
      limitMessage: 'This label was scanned too often',
      product: { authenticationMsg: 'Does this information match with your sample' },
      // The customer's French text was blank: none, so the default.
      customer: { messageOnScan: 'Thank you for choosing Lingua' },
    });
    const es = await scan(t, code, 'phone-es', { 'accept-language': 'it, es;q=0.8' });
    expect(es.view.customer?.messageOnScan).toBe('Gracias');
    // The messages by language never reach the page as such.
    expect(JSON.stringify(de.view)).not.toContain('messagesByLanguage');
  });

  it('keeps stored messages on an edit that does not send them, and replaces them on one that does', async () => {
    const api = productApi(t, () => admin);
    const base = {
      ...productFields,
      id: productId,
      'customer.id': customerId,
      ...limited,
    };
    expect((await api.update(base)).body.messagesByLanguage).toEqual({
      authenticationMsg: { de: german.authenticationMsg },
      msgAfterScanExceded: { de: german.msgAfterScanExceded },
    });
    const replaced = await api.update({
      ...base,
      'messagesByLanguage.authenticationMsg.es': '¿Coincide con su muestra?',
      'messagesByLanguage.msgAfterScanExceded.de': '',
    });
    expect(replaced.body.messagesByLanguage).toEqual({
      authenticationMsg: { es: '¿Coincide con su muestra?' },
    });
  });
});
