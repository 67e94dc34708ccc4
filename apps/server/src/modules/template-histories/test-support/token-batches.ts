import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import type { HeldPrivilege } from '@veritag/domain';
import { bearer, form, tokenFor } from '../../../test-support/sessions';
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

/** Calls as the console makes them for token batches, and a designed template to make them from. */
export function batchTestKit(t: () => TestApp, token: () => string) {
  let users = 0;
  const kit = {
    get: (url: string, as = token()) => t().app.inject({ method: 'GET', url, headers: bearer(as) }),

    /** A template of the customer, uploaded, designed and saved (UPDATED), through the API. */
    async designedTemplate(
      customerId: number,
      description = 'Bottle label',
      options: { status?: 'PENDING' | 'UPDATED'; components?: object[] } = {},
    ): Promise<number> {
      const created = await t().app.inject({
        method: 'POST',
        url: '/api/templates',
        payload: form(
          { customerId: String(customerId), description },
          { file: { bytes: await artworkPdf(), name: 'label.pdf', type: 'application/pdf' } },
        ) as never,
        headers: bearer(token()),
      });
      expect(created.statusCode, created.body).toBe(200);
      const templateId = created.json<{ id: number }>().id;
      const saved = await t().app.inject({
        method: 'POST',
        url: '/api/saveDndTemplate',
        payload: designOf(templateId, options.components),
        headers: bearer(token()),
      });
      expect(saved.statusCode, saved.body).toBe(204);
      if (options.status !== 'PENDING') {
        const marked = await t().app.inject({
          method: 'POST',
          url: '/api/updateTemplateStatus',
          payload: { id: templateId },
          headers: bearer(token()),
        });
        expect(marked.statusCode, marked.body).toBe(200);
      }
      return templateId;
    },

    generate: (
      fields: Record<string, string>,
      file?: { bytes: Buffer; name: string; type?: string },
      as = token(),
    ) =>
      t().app.inject({
        method: 'POST',
        url: '/api/template-histories',
        payload: form(fields, file ? { file } : {}) as never,
        headers: bearer(as),
      }),

    /** Generates and waits for the job to end; the batch as the token list then shows it. */
    async generated(
      fields: Record<string, string>,
      file?: { bytes: Buffer; name: string; type?: string },
    ): Promise<BatchReply> {
      const reply = await kit.generate(fields, file);
      expect(reply.statusCode, reply.body).toBe(200);
      const batch = reply.json<BatchReply>();
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
        await kit.get(`/api/template-histories?size=100&sort=createdDate,desc`, as)
      ).json<{ content: BatchReply[] }>();
      const batch = page.content.find((b) => b.id === id);
      if (!batch) throw new Error(`batch ${id} is not in the list`);
      return batch;
    },

    async download(id: number, kind: string, part?: number, as = token()): Promise<Buffer> {
      const reply = await kit.get(
        `/api/template-histories/${id}/files/${kind}${part ? `?part=${part}` : ''}`,
        as,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.rawPayload;
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
