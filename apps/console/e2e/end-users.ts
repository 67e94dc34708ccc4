import { readFile } from 'node:fs/promises';
import { expect, type Browser } from '@playwright/test';
import { fixturePath, latestLoggedCode, loggedCodeCount } from './e2e-server';
import { phoneContext } from './phones';
import {
  generated,
  printRunByApi,
  registrableProductFields,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
  type PrintClient,
} from './print-runs';

export interface Person {
  name: string;
  email: string;
  mobile: string;
}

/**
 * An end user registered the way a shopper registers: a client of its own whose product asks
 * people to register and earns 25 points; a fresh phone opens a code, sends the form and
 * confirms the mobile with the code the server's log received (the SMS stand-in), then uploads
 * an invoice (a PNG) when asked to.
 */
export async function registeredEndUser(
  browser: Browser,
  api: Api,
  person: Person,
  { invoice = false } = {},
): Promise<{ client: PrintClient; code: string }> {
  const client = await seedPrintClient(api, tagOf(), {
    labelsPerRoll: 4,
    productFields: { ...registrableProductFields, userInvoiceUpload: String(invoice) },
  });
  const run = await printRunByApi(api, client, 4);
  await generated(api, run.id);
  const code = (await runCodes(api, run.id))[0]!;

  const context = await browser.newContext(phoneContext({ userAgent: `Phone ${tagOf()}` }));
  const phone = await context.newPage();
  await phone.goto(`/v/${code}`);
  const before = loggedCodeCount();
  await phone.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await phone.getByRole('textbox', { name: 'Mobile' }).fill(person.mobile);
  await phone.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await phone.getByRole('button', { name: 'Register' }).click();
  await phone.getByRole('textbox', { name: 'Code' }).fill(await latestLoggedCode(before));
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByRole('status')).toContainText('You earned 25 points');
  if (invoice) {
    await phone.getByLabel('Invoice (a photo or a PDF)').setInputFiles({
      name: 'invoice.png',
      mimeType: 'image/png',
      buffer: await readFile(fixturePath('rosette.png')),
    });
    await phone.getByRole('button', { name: 'Upload' }).click();
    await expect(phone.getByRole('status')).toContainText('We received your invoice');
  }
  await context.close();
  return { client, code };
}
