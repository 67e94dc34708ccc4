import { expect } from 'vitest';
import { contract } from '@veritag/api';
import { sql } from 'drizzle-orm';
import type { HeldPrivilege, TokenDataFile } from '@veritag/domain';
import { call } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** A pack list as a user uploads it: the header, then `count` pack references. */
export const packList = (count: number, prefix = 'PK') =>
  Buffer.from(
    [
      'pack',
      ...Array.from(
        { length: count },
        (_, index) => `${prefix}-${String(index + 1).padStart(5, '0')}`,
      ),
    ].join('\r\n') + '\r\n',
  );

/** The token file's rows after its header, split into cells. */
export const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1)
    .map((line) => line.split(','));

/** Token data as the console makes it, and users holding Token Data privileges. */
export function tokenDataTestKit(t: () => TestApp, token: () => string) {
  let users = 0;
  const kit = {
    /** POST ap-utilities with the form's fields as the console flattens them. */
    upload: (
      fields: Record<string, string>,
      file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: packList(3) },
      as = token(),
    ) =>
      call(
        t(),
        contract.tokenData.create,
        {
          body: fields,
          files: file ? { file: { name: 'packs.csv', type: 'text/csv', ...file } } : {},
        },
        as,
      ),

    /** Uploads, asks for the file and waits until it is COMPLETED or FAILED. */
    async generated(
      fields: Record<string, string>,
      bytes: Buffer,
      timeoutMs = 60_000,
    ): Promise<TokenDataFile> {
      const created = await kit.upload(fields, { bytes });
      expect(created.status, created.text).toBe(200);
      const { id } = created.body;
      const started = await call(t(), contract.tokenData.generateFile, { params: { id } }, token());
      expect(started.status, started.text).toBe(200);
      return kit.finished(id, timeoutMs);
    },

    async finished(id: number, timeoutMs = 60_000): Promise<TokenDataFile> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const file = await kit.byId(id);
        if (file.fileStatus === 'COMPLETED' || file.fileStatus === 'FAILED') return file;
        if (Date.now() > deadline) throw new Error(`Token data ${id} is still ${file.fileStatus}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    /** The row as the list shows it (found by its id's column among the newest). */
    async byId(id: number, as = token()): Promise<TokenDataFile> {
      const page = await call(
        t(),
        contract.tokenData.list,
        { query: { size: 100, sort: 'createdDate,desc' } },
        as,
      );
      const found = page.body.content.find((file) => file.id === id);
      if (!found) throw new Error(`Token data ${id} is not in the list`);
      return found;
    },

    async download(id: number): Promise<Buffer> {
      const reply = await call(t(), contract.tokenData.download, { params: { id } }, token());
      expect(reply.status, reply.text).toBe(200);
      return reply.body;
    },

    /** The file's codes as the code table holds them, in seq order. */
    async issued(id: number) {
      const result = await t().database.db.execute(
        sql`select seq, code from codes where batch_kind = 'tokenData' and batch_id = ${id} order by seq`,
      );
      return (result as unknown as { rows: { seq: number; code: string }[] }).rows;
    },

    async count(query: ReturnType<typeof sql>): Promise<number> {
      const result = await t().database.db.execute(query);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    },

    /** A logged-in ROLE_USER of the company holding these Token Data privileges. */
    async userHolding(
      companyId: number,
      privileges: { name: 'Token Data' | 'Token Data Report' | 'Master Product'; level: number }[],
    ): Promise<string> {
      users += 1;
      const login = `token-data-user-${users}`;
      const held = privileges
        .filter((p) => p.level > 0)
        .map((p) => ({ parent: 'Token Data', name: p.name, priority: p.level })) as HeldPrivilege[];
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges: held,
        firstName: 'T',
        lastName: 'D',
        email: `${login}@example.com`,
        mobileNo: '9000000071',
      });
      return tokenFor(t(), login);
    },
  };
  return kit;
}
