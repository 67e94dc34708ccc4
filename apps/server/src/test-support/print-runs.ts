/** Print runs for the tests of the modules that read them (print data, label production, the Digital Link resolver): made through the API, as a user makes them. */
import { expect } from 'vitest';
import { readCsvRows } from '../platform/reports/test-support/read-report';
import { bearer, form } from './sessions';
import type { TestApp } from './test-app';

/** The demo's pieces a print run names: its first customer, the plant making two of its products, a vendor. */
export async function demoRunParts(t: TestApp, token: string) {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  const customers = (await get('/api/customers/type?type=Customer')) as {
    id: number;
    companyName: string;
    micrositeEnable?: boolean;
  }[];
  for (const customer of customers) {
    const plants = (await get(`/api/plants/${customer.id}/customer`)) as {
      id: number;
      name: string;
    }[];
    const pune = plants.find((plant) => plant.name === 'Pune Labels Plant');
    if (!pune) continue;
    const products = (await get(`/api/products/${pune.id}/plant`)) as {
      id: number;
      productCode: string;
      labelSize: string;
    }[];
    const vendors = (await get('/api/vendors/company?size=10')).content as {
      id: number;
      name: string;
    }[];
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

export function printRuns(t: TestApp, token: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = token,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(as),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const save = (
    fields: Record<string, string>,
    files: Parameters<typeof form>[1] = {},
    as = token,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/save/companyInfo',
      headers: bearer(as),
      payload: form(fields, files),
    });
  return {
    call,
    save,
    /** Saves and generates a run, and waits for its file. */
    async generated(fields: Record<string, string>, files: Parameters<typeof form>[1] = {}) {
      const saved = await save(fields, files);
      expect(saved.statusCode, saved.body).toBe(200);
      const started = await call('GET', `/gen/file/${saved.json().id}`);
      expect(started.json().genStatus).toBe('RUNNING');
      await t.jobs.whenIdle(60_000);
      const run = (await call('GET', `/print-data/${saved.json().id}`)).json();
      expect(run.genStatus, run.genReason).toBe('COMPLETED');
      return run as {
        id: number;
        quantity: number;
        files: { kind: string; url: string }[];
        rollDetails: unknown;
      };
    },
    /** The run's CSV: one row per code after the header. */
    async csv(id: number, as = token) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/print-data/${id}/files/csv`,
        headers: bearer(as),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return (await readCsvRows(reply.rawPayload)).filter((row) => row.some((cell) => cell !== ''));
    },
  };
}
