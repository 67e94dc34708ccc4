/** Print runs for the tests of the modules that read them (print data, label production, the Digital Link resolver): made through the API, as a user makes them. */
import { expect } from 'vitest';
import { contract } from '@veritag/api';
import { readCsvRows } from '../platform/reports/test-support/read-report';
import { call, type FilePart } from './api-calls';
import type { TestApp } from './test-app';

/** The demo's pieces a print run names: its first customer, the plant making two of its products, a vendor. */
export async function demoRunParts(t: TestApp, token: string) {
  const customers = (
    await call(t, contract.customers.byType, { query: { type: 'Customer' } }, token)
  ).body;
  for (const customer of customers) {
    const plants = (
      await call(t, contract.plants.ofCustomer, { params: { customerId: customer.id } }, token)
    ).body;
    const pune = plants.find((plant) => plant.name === 'Pune Labels Plant');
    if (!pune) continue;
    const products = (
      await call(t, contract.products.ofPlant, { params: { plantId: pune.id } }, token)
    ).body;
    const vendors = (await call(t, contract.vendors.list, { query: { size: 10 } }, token)).body
      .content;
    return {
      customer,
      plant: pune,
      product: products[0]!,
      otherProduct: products[1]!,
      vendor: vendors[0]!,
      customers,
    };
  }
  throw new Error('the demo has no Pune Labels Plant');
}
export type RunParts = Awaited<ReturnType<typeof demoRunParts>>;

/** The add form's fields for a run of `quantity` Alphanumeric 12-character codes. */
export const runFields = (
  parts: RunParts,
  quantity: number,
  more: Record<string, string> = {},
): Record<string, string> => ({
  client: String(parts.customer.id),
  plant: String(parts.plant.id),
  product: String(parts.product.id),
  vendor: String(parts.vendor.id),
  month: 'Nov',
  year: '2026',
  codeType: 'Alphanumeric',
  digit: '12',
  quantity: String(quantity),
  up: '3',
  remark: 'Test run',
  productSerialNumber: 'LOT-2026-11',
  ...more,
});

/** Print runs made as `token`'s user makes them: the add form, and a run generated to its end. */
export function printRuns(t: TestApp, token: string) {
  /** The add form as the console posts it: its fields, and the serial number CSV if any. */
  const save = (fields: Record<string, string>, files: Record<string, FilePart> = {}, as = token) =>
    call(t, contract.printData.create, { body: fields, files }, as);
  return {
    save,
    /** Saves and generates a run, and waits for its file. */
    async generated(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
      const saved = await save(fields, files);
      expect(saved.status, saved.text).toBe(200);
      const id = saved.body.id;
      const started = await call(t, contract.printData.generateFile, { params: { id } }, token);
      expect(started.body.genStatus).toBe('RUNNING');
      await t.jobs.whenIdle(60_000);
      const run = (await call(t, contract.printData.get, { params: { id } }, token)).body;
      expect(run.genStatus, run.genReason ?? undefined).toBe('COMPLETED');
      return run;
    },
    /** The run's CSV: one row per code after the header. */
    async csv(id: number, as = token) {
      const reply = await call(t, contract.printData.download, { params: { id, kind: 'csv' } }, as);
      expect(reply.status, reply.text).toBe(200);
      return (await readCsvRows(reply.body)).filter((row) => row.some((cell) => cell !== ''));
    },
  };
}
