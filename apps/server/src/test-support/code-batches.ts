/**
 * Token batches and token data made through the API, as a user makes them, for the tests that read
 * their files back (decision 0427).
 */
import { expect } from 'vitest';
import { bearer, form } from './sessions';
import type { TestApp } from './test-app';
import { pdfWithPages } from './upload-files';

const call = async (
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: FormData | object,
) => {
  const reply = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as never } : {}),
  });
  expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBeLessThan(300);
  return reply;
};

/**
 * A token batch of `quantity` codes for the customer, from a template uploaded, designed (one QR
 * code) and marked UPDATED: the batch id once its files are made.
 */
export async function tokenBatch(
  t: TestApp,
  token: string,
  customerId: number,
  quantity: number,
): Promise<number> {
  const artwork = { bytes: await pdfWithPages(1), name: 'label.pdf', type: 'application/pdf' };
  const template = (
    await call(
      t,
      token,
      'POST',
      '/templates',
      form({ customerId: String(customerId), description: 'Round trip label' }, { file: artwork }),
    )
  ).json<{ id: number }>();
  await call(t, token, 'POST', '/saveDndTemplate', {
    templateId: template.id,
    coordinates: [{ name: 'QR_CODE', type: 'QR_CODE', x: 10, y: 10, width: 60, height: 60 }],
  });
  await call(t, token, 'POST', '/updateTemplateStatus', { id: template.id });
  const fields = {
    templateId: String(template.id),
    quantity: String(quantity),
    expirationDate: '18',
    poNumber: 'PO-32',
  };
  const batch = (await call(t, token, 'POST', '/template-histories', form(fields))).json<{
    id: number;
  }>();
  await t.jobs.whenIdle(60_000);
  const listed = (
    await call(t, token, 'GET', '/template-histories?size=100&sort=createdDate,desc')
  ).json<{ content: { id: number; status: string }[] }>();
  expect(listed.content.find((row) => row.id === batch.id)?.status).toBe('COMPLETED');
  return batch.id;
}

/** Token data of `packs` packs of the demo's Red pack size 20 for the plant: its id once its token file is made. */
export async function tokenData(
  t: TestApp,
  token: string,
  plantId: number,
  packs: number,
): Promise<number> {
  const fields = {
    plant: String(plantId),
    poNumber: 'PO-32',
    poDate: '2025-03-01',
    validUpto: '3 Years',
    'matnr.color': 'Red',
    'matnr.tokenType': 'Normal',
    'matnr.packSize': '20',
  };
  const list =
    [
      'pack',
      ...Array.from({ length: packs }, (_, n) => `PK-${String(n + 1).padStart(5, '0')}`),
    ].join('\r\n') + '\r\n';
  const created = (
    await call(
      t,
      token,
      'POST',
      '/ap-utilities',
      form(fields, { file: { bytes: Buffer.from(list), name: 'packs.csv', type: 'text/csv' } }),
    )
  ).json<{ id: number }>();
  await call(t, token, 'GET', `/ap-utilities/generateFile/${created.id}`);
  await t.jobs.whenIdle(60_000);
  return created.id;
}
