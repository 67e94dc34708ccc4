import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { expect, type Page } from '@playwright/test';
import { tokenOf } from './users';

/** The label designer's journeys: a fresh template to design, and reading a sample's QR codes back. */

const run = promisify(execFile);

/** A small label artwork: 300 x 200 pt, one coloured band, so the canvas has a page to draw. */
export async function labelPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawRectangle({ x: 0, y: 170, width: 300, height: 30, color: rgb(0.85, 0.9, 1) });
  return Buffer.from(await pdf.save());
}

/** A fresh template of one of the admin's customers (the named one, else the first), as the Add Template dialog makes it (multipart `POST templates`). */
export async function freshTemplate(
  page: Page,
  description = `Designer journey ${Date.now()}`,
  customerName?: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const customers = await page.request.get('/api/customers/company?size=100', { headers });
  const all = ((await customers.json()) as { content: { id: number; companyName: string }[] })
    .content;
  const customer =
    customerName === undefined ? all[0] : all.find((one) => one.companyName === customerName);
  expect(customer, 'the demo admin has a customer').toBeDefined();
  const reply = await page.request.post('/api/templates', {
    headers,
    multipart: {
      description,
      customerId: String(customer!.id),
      file: { name: 'label.pdf', mimeType: 'application/pdf', buffer: await labelPdf() },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { id: number }).id;
}

/** The QR codes of a PDF, read as a scanner would: pdftoppm draws it at 300 dpi, zbarimg reads it. */
export async function qrCodesIn(pdf: Buffer): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'veritag-sample-'));
  try {
    await writeFile(path.join(directory, 'sample.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '300',
      '-png',
      path.join(directory, 'sample.pdf'),
      path.join(directory, 'page'),
    ]);
    const pages = (await readdir(directory)).filter((name) => name.endsWith('.png'));
    const { stdout } = await run('zbarimg', [
      '--quiet',
      '--raw',
      '-Sdisable',
      '-Sqrcode.enable',
      ...pages.map((name) => path.join(directory, name)),
    ]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
