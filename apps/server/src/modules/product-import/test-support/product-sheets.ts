import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';
import { importColumns, sampleRow } from '../import-columns';

/** The upload as the console makes it, a user per set of privileges, and sheets to upload. */
export function importTestKit(t: () => TestApp, token: () => string) {
  let users = 0;
  const kit = {
    upload: (customerId: number, bytes: Buffer, name: string, as = token()) =>
      call(
        t(),
        contract.customers.uploadProducts,
        { query: { customerId }, files: { files: { bytes, name } } },
        as,
      ),
    /** Uploads and waits for the job to end; the import's final status. */
    async imported(customerId: number, bytes: Buffer, name: string) {
      const reply = await kit.upload(customerId, bytes, name);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.message).toBe('Product will upload soon...');
      return kit.finished(reply.body.importId);
    },
    async finished(importId: number) {
      for (let tries = 0; tries < 300; tries++) {
        const status = (
          await call(t(), contract.productImports.status, { params: { id: importId } }, token())
        ).body;
        if (status.state !== 'RUNNING') return status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`import ${importId} did not finish`);
    },
    async userWith(companyId: number, privileges: HeldPrivilege[]): Promise<string> {
      users += 1;
      const login = `import-user-${users}`;
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'I',
        lastName: 'U',
        email: `${login}@example.com`,
        mobileNo: '9000000055',
      });
      return tokenFor(t(), login);
    },
  };
  return kit;
}

/** A product row as the sample has it, with some cells changed. */
export const rowWith = (change: Record<string, string> = {}) => ({ ...sampleRow(), ...change });

/** A CSV of the sample's columns (RFC 4180 quoting). */
export function csvOf(
  rows: Record<string, string>[],
  columns = importColumns.map((c) => c.field),
): Buffer {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(',')),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/** An XLSX of the sample's columns, written by exceljs as Excel would (shared strings). */
export async function xlsxOf(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(importColumns.map((c) => c.field));
  for (const row of rows) sheet.addRow(importColumns.map((c) => row[c.field] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An XLSX whose month cells hold dates, as Excel stores a month typed `2025-01` (the 1st of it,
 * shown as Jan-25); `1999-05` in a month column becomes 1 May 1999 the same way.
 */
export async function xlsxWithMonthsAsDates(rows: Record<string, string>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(importColumns.map((c) => c.field));
  for (const row of rows) {
    const added = sheet.addRow(
      importColumns.map((c) =>
        ['mfgDate', 'expiryDate'].includes(c.field) && /^\d{4}-\d{2}$/.test(row[c.field] ?? '')
          ? new Date(`${row[c.field]}-01T00:00:00Z`)
          : (row[c.field] ?? ''),
      ),
    );
    added.eachCell((cell) => (cell.value instanceof Date ? (cell.numFmt = 'mmm-yy') : undefined));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a downloaded XLSX, the header first, as text. */
export async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))),
  );
  return rows;
}

export const productLevel = (level: number): HeldPrivilege[] => [
  { parent: 'Master', name: 'Product', priority: level },
];
export const customerLevel = (level: number): HeldPrivilege[] => [
  { parent: 'Master', name: 'Customer', priority: level },
];
