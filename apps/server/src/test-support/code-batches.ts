/**
 * Token batches and token data made through the API, as a user makes them, for the tests that read
 * their files back (decision 0427).
 */
import { expect } from 'vitest';
import { contract, type CallSpec } from '@veritag/api';
import { call, type CallOptions } from './api-calls';
import type { TestApp } from './test-app';
import { pdfWithPages } from './upload-files';

/** Makes the call and expects it to succeed: these helpers prepare a test, they do not test. */
async function ok<C extends CallSpec>(
  t: TestApp,
  token: string,
  spec: C,
  input: CallOptions<C> = {},
) {
  const reply = await call(t, spec, input, token);
  expect(reply.status, `${spec.method} ${spec.path}: ${reply.text}`).toBeLessThan(300);
  return reply.body;
}

/** A component a test's design places besides the QR code (e.g. the PO Number). */
type ExtraComponent = {
  name: string;
  type: 'PO Number' | 'Customer' | 'Text';
  x: number;
  y: number;
  width: number;
  height: number;
};

/**
 * A token batch of `quantity` codes for the customer, from a template uploaded, designed (one QR
 * code, and `components`) and marked UPDATED: the batch id once its files are made.
 */
export async function tokenBatch(
  t: TestApp,
  token: string,
  customerId: number,
  quantity: number,
  components: readonly ExtraComponent[] = [],
): Promise<number> {
  const artwork = { bytes: await pdfWithPages(1), name: 'label.pdf', type: 'application/pdf' };
  const template = await ok(t, token, contract.templates.create, {
    body: { customerId, description: 'Round trip label' },
    files: { file: artwork },
  });
  await ok(t, token, contract.templateDesigns.save, {
    body: {
      templateId: template.id,
      coordinates: [
        { name: 'QR_CODE', type: 'QR_CODE', x: 10, y: 10, width: 60, height: 60 },
        ...components,
      ],
    },
  });
  await ok(t, token, contract.templates.markUpdated, { body: { id: template.id } });
  const fields = {
    templateId: String(template.id),
    quantity: String(quantity),
    expirationDate: '18',
    poNumber: 'PO-32',
  };
  const batch = await ok(t, token, contract.templateHistories.generate, { body: fields });
  await t.jobs.whenIdle(60_000);
  const listed = await ok(t, token, contract.templateHistories.list, {
    query: { size: 100, sort: 'createdDate,desc' },
  });
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
  // Sent flat as the form names them (`matnr.color`): toFormData flattens the nested fields.
  const fields = {
    plant: plantId,
    poNumber: 'PO-32',
    poDate: '2025-03-01',
    validUpto: '3 Years' as const,
    matnr: { color: 'Red', tokenType: 'Normal', packSize: 20 },
  };
  const list =
    [
      'pack',
      ...Array.from({ length: packs }, (_, n) => `PK-${String(n + 1).padStart(5, '0')}`),
    ].join('\r\n') + '\r\n';
  const created = await ok(t, token, contract.tokenData.create, {
    body: fields,
    files: { file: { bytes: Buffer.from(list), name: 'packs.csv', type: 'text/csv' } },
  });
  await ok(t, token, contract.tokenData.generateFile, { params: { id: created.id } });
  await t.jobs.whenIdle(60_000);
  return created.id;
}
