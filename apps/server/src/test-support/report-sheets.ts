import { expect } from 'vitest';
import { contract } from '@veritag/api';
import { readXlsxRows } from '../platform/reports/test-support/read-report';
import { call } from './api-calls';
import type { TestApp } from './test-app';

/** A report the caller asked for, once its job ran: downloaded and its sheet read back. */
export async function reportSheet(t: TestApp, fileName: string, as: string) {
  await t.jobs.whenIdle(30_000);
  const file = await call(
    t,
    contract.reports.file,
    { params: { fileName: `${fileName}.xlsx` } },
    as,
  );
  expect(file.status, file.text).toBe(200);
  return { fileName, ...(await readXlsxRows(file.body)) };
}
