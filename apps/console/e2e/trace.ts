import { expect, type Page } from '@playwright/test';
import { choose } from './choose';
import {
  generated,
  printRunByApi,
  runCodes,
  seedPrintClient,
  tagOf,
  type Api,
  type PrintClient,
} from './print-runs';
import { sideMenu } from './sessions';

/**
 * Track-and-trace journeys: EPCIS 2.0 documents as a line system or scanner sends
 * them to POST /api/v1/epcis/events, and a shipped pallet of fresh codes made through them.
 */

/** The event time: now, so the moves fall on today's date in the lists and the report. */
const now = () => ({ eventTime: new Date().toISOString(), eventTimeZoneOffset: '+00:00' });

export const epcis = {
  document: (...eventList: object[]) => ({
    '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList },
  }),
  packing: (parentID: string, childEPCs: string[]) => ({
    type: 'AggregationEvent',
    action: 'ADD',
    bizStep: 'packing',
    parentID,
    childEPCs,
    ...now(),
  }),
  storing: (epcList: string[]) => ({
    type: 'ObjectEvent',
    action: 'OBSERVE',
    bizStep: 'storing',
    epcList,
    readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
    ...now(),
  }),
  shipping: (epcList: string[], reference: string) => ({
    type: 'ObjectEvent',
    action: 'OBSERVE',
    bizStep: 'shipping',
    epcList,
    bizTransactionList: [{ type: 'desadv', bizTransaction: reference }],
    'vt:destination': { name: 'Mumbai depot', latitude: 19.07, longitude: 72.87 },
    ...now(),
  }),
  receiving: (reference: string, epcList: string[] = []) => ({
    type: 'ObjectEvent',
    action: 'OBSERVE',
    bizStep: 'receiving',
    epcList,
    bizTransactionList: [{ type: 'desadv', bizTransaction: reference }],
    ...now(),
  }),
};

/** Sends EPCIS events (one document) with the api's token; the whole document must be stored. */
export async function captureEvents(api: Api, ...events: object[]): Promise<void> {
  const reply = await api.raw('POST', '/v1/epcis/events', epcis.document(...events));
  expect(reply.ok(), `POST /v1/epcis/events: ${reply.status()} ${await reply.text()}`).toBe(true);
}

export interface ShippedPallet {
  client: PrintClient;
  productName: string;
  parent: string;
  children: string[];
  reference: string;
}

/**
 * A fresh client's print run of 11 codes: 10 packed under the first (the parent F-code), the
 * parent taken into stock, then shipped in a consignment of its own reference. Each call
 * gets a product of its own, so a list filtered by its name shows its row alone.
 */
export async function shippedPallet(api: Api): Promise<ShippedPallet> {
  const tag = tagOf();
  const client = await seedPrintClient(api, tag, { labelsPerRoll: 11 });
  const run = await printRunByApi(api, client, 11);
  await generated(api, run.id);
  const [parent, ...children] = await runCodes(api, run.id);
  const reference = `CONS-${tag}`;
  await captureEvents(api, epcis.packing(parent!, children), epcis.storing([parent!]));
  await captureEvents(api, epcis.shipping([parent!], reference));
  return { client, productName: `Printed ${tag}`, parent: parent!, children, reference };
}

/** Opens a Track and Trace screen from the side menu, opening its group if it is closed. */
export async function openTraceEntry(page: Page, entry: string): Promise<void> {
  const menu = sideMenu(page);
  const group = menu.getByRole('button', { name: 'Track and Trace' });
  // The group's button toggles it: press it only while the group is closed.
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

/** Searches a code within a customer on /search, from the list's Search button, and returns to the list. */
export async function searchQrCode(page: Page, code: string, customer: string): Promise<void> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Search QrCode', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'QrCode' }).fill(code);
  await choose(page, 'Customer', customer);
  await page
    .getByRole('form', { name: 'Search QrCode' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Search QrCode', level: 1 })).toBeVisible();
}
