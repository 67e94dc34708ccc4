import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import { contract, type CallInput } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call, type FilePart } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** A label of this size in points, and a design with a QR code and the code as text on it. */
export const labelSize = { width: 288, height: 144 };

/** A one-page PDF of the given size: a template's master artwork or a batch's own. */
export async function artworkPdf(size = labelSize): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([size.width, size.height]);
  page.drawRectangle({
    x: 2,
    y: 2,
    width: size.width - 4,
    height: size.height - 4,
    borderWidth: 1,
    borderColor: rgb(0.2, 0.2, 0.2),
  });
  return Buffer.from(await document.save());
}

export const designOf = (templateId: number, more: object[] = []) => ({
  templateId,
  coordinates: [
    { name: 'QR_CODE', type: 'QR_CODE', x: 12, y: 12, width: 110, height: 110 },
    { name: 'Code', type: 'Code', x: 140, y: 60, width: 130, height: 24, fontSize: 12 },
    ...more,
  ],
});

type BatchFileKind = NonNullable<
  CallInput<typeof contract.templateHistories.download>['params']
>['kind'];

export interface BatchReply {
  id: number;
  status: string;
  quantity: number;
  createdDate: string;
  progress?: { done: number; total: number } | null;
  reason?: string | null;
  files?: { kind: string; part: number; name: string; bytes: number; sha256: string }[];
  revision?: number | null;
  template: { id?: number; description: string; customer?: { companyName: string } | null };
}

/** Token batches as the console makes them, and a designed template to make them from. */
export function batchTestKit(t: () => TestApp, token: () => string) {
  let users = 0;
  const kit = {
    /** A template of the customer, uploaded, designed and saved (UPDATED), through the API. */
    async designedTemplate(
      customerId: number,
      description = 'Bottle label',
      options: { status?: 'PENDING' | 'UPDATED'; components?: object[] } = {},
    ): Promise<number> {
      const artwork = { bytes: await artworkPdf(), name: 'label.pdf', type: 'application/pdf' };
      const created = await call(
        t(),
        contract.templates.create,
        { body: { customerId, description }, files: { file: artwork } },
        token(),
      );
      expect(created.status, created.text).toBe(200);
      const templateId = created.body.id;
      const design = designOf(templateId, options.components);
      const saved = await call(t(), contract.templateDesigns.save, { body: design }, token());
      expect(saved.status, saved.text).toBe(204);
      if (options.status !== 'PENDING') {
        const marked = await call(
          t(),
          contract.templates.markUpdated,
          { body: { id: templateId } },
          token(),
        );
        expect(marked.status, marked.text).toBe(200);
      }
      return templateId;
    },

    generate: (fields: Record<string, string>, file?: FilePart, as = token()) =>
      call(t(), contract.templateHistories.generate, { body: fields, files: { file } }, as),

    /** Generates and waits for the job to end; the batch as the token list then shows it. */
    async generated(fields: Record<string, string>, file?: FilePart): Promise<BatchReply> {
      const reply = await kit.generate(fields, file);
      expect(reply.status, reply.text).toBe(200);
      const batch = reply.body;
      expect(batch.status).toBe('RUNNING');
      return kit.finished(batch.id);
    },

    async finished(id: number, timeoutMs = 60_000): Promise<BatchReply> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const batch = await kit.batch(id);
        if (batch.status !== 'RUNNING') return batch;
        if (Date.now() > deadline)
          throw new Error(`batch ${id} did not finish: ${JSON.stringify(batch)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async batch(id: number, as = token()): Promise<BatchReply> {
      const page = (
        await call(
          t(),
          contract.templateHistories.list,
          { query: { size: 100, sort: 'createdDate,desc' } },
          as,
        )
      ).body;
      const batch = page.content.find((b) => b.id === id);
      if (!batch) throw new Error(`batch ${id} is not in the list`);
      return batch;
    },

    async download(id: number, kind: BatchFileKind, part?: number, as = token()): Promise<Buffer> {
      const reply = await call(
        t(),
        contract.templateHistories.download,
        { params: { id, kind }, query: { part } },
        as,
      );
      expect(reply.status, reply.text).toBe(200);
      return reply.body;
    },

    async userWith(
      companyId: number,
      privileges: HeldPrivilege[],
      customerIds?: number[],
    ): Promise<string> {
      users += 1;
      const login = `batch-user-${users}`;
      const userId = await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'B',
        lastName: 'U',
        email: `${login}@example.com`,
        mobileNo: '9000000066',
      });
      if (customerIds) await t().services.accounts.setCustomers(userId, customerIds);
      return tokenFor(t(), login);
    },
  };
  return kit;
}

export const tokenLevel = (level: number): HeldPrivilege[] => [
  { parent: 'Template', name: 'Token', priority: level },
];
export const templateLevel = (level: number): HeldPrivilege[] => [
  { parent: 'Template', name: 'Template', priority: level },
];

/** A CSV's data rows (after the header) split into cells. */
export const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .slice(1)
    .map((line) => line.split(','));
