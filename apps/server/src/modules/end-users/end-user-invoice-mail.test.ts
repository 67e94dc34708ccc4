import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadScanRenderer } from '@veritag/scan';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPng } from '../../test-support/images';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { rawForm, rawFormHeaders } from '../../test-support/upload-app';
import { emailPasswordSeal } from '../customers';
import { until } from '../../platform/jobs/test-support/fast-jobs';
import { printRunCodes, rowsOf } from '../../test-support/scans';
import { actionOf, makeRegistrable, phone, smsCode } from './test-support/phone';

/** The customer's own mail server, as a real SMTP server that wants the customer's password. */
const received: { from: string; to: string[]; raw: string; user?: string }[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === 'care@greenleaf.example' && auth.password === 'customer-mail-secret')
      return done(null, { user: auth.username });
    return done(new Error('Invalid username or password'));
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
        user: String(session.user),
      });
      done();
    });
  },
});

const secret = 'end-user-mail-test-secret-'.padEnd(64, 'x');
let t: TestApp;
let codes: { code: string; productId: number }[];
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    scanPages: await loadScanRenderer(),
    secret,
    jobTiming: { pollMs: 100 },
  });
  codes = await printRunCodes(t, 4);
  await makeRegistrable(t, codes[0]!.productId, { invoice: true });
  const [customer] = await rowsOf<{ id: number; companyId: number }>(
    t,
    sql`select c.id, c.company_id as "companyId" from customers c join print_data p on p.customer_id = c.id limit 1`,
  );
  const config = {
    emailServer: '127.0.0.1',
    emailServerPort: port,
    senderEmail: 'care@greenleaf.example',
    helpDeskEmail: 'desk@greenleaf.example, sales@greenleaf.example',
    subjectForCustomerEmail: 'Welcome to Greenleaf',
    subjectForVendorEmail: 'New registration',
    emailMessageToCustomer: 'Thank you for registering.',
    emailMessageToVendor: 'A customer registered a product.',
  };
  const sealed = emailPasswordSeal(secret).seal(customer!.companyId, 'customer-mail-secret');
  await t.database.db.execute(
    sql`update customers set microsite_enable = true, email_config = ${JSON.stringify(config)}::jsonb, email_password_sealed = ${sealed} where id = ${customer!.id}`,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const person = { name: 'Ravi Kumar', mobile: '9555555555', email: 'ravi@example.com' };

async function registered(code: string) {
  const device = phone(t, `Phone ${code}`);
  const page = await device.open(code);
  const otpPage = await device.post(actionOf(page.body, 'register')!, person);
  const confirmed = await device.post(actionOf(otpPage.body, 'otp')!, { code: smsCode(t)! });
  return { device, confirmed };
}

describe('a registration with an invoice and the customer microsite mail', () => {
  it("mails the person and the help desk through the customer's own mail server once the mobile is confirmed", async () => {
    const { confirmed } = await registered(codes[0]!.code);
    expect(confirmed.body).toContain('Upload your invoice');
    await until(() => received.length >= 2);
    const toPerson = received.find((mail) => mail.to.includes('ravi@example.com'))!;
    expect(toPerson).toMatchObject({
      from: 'care@greenleaf.example',
      user: 'care@greenleaf.example',
    });
    expect(toPerson.raw).toContain('Subject: Welcome to Greenleaf');
    expect(toPerson.raw).toContain('Thank you for registering.');
    expect(toPerson.raw).toContain(codes[0]!.code);
    const toDesk = received.find((mail) => mail.to.includes('desk@greenleaf.example'))!;
    expect(toDesk.to).toEqual(['desk@greenleaf.example', 'sales@greenleaf.example']);
    expect(toDesk.raw).toContain('Subject: New registration');
    expect(toDesk.raw).toContain('9555555555');
  });

  it('keeps the uploaded invoice with the registration, and a second replaces the first without leaving its file', async () => {
    const { device, confirmed } = await registered(codes[1]!.code);
    const action = actionOf(confirmed.body, 'invoice')!;
    const first = await device.upload(
      action,
      rawForm([{ name: 'invoice', fileName: 'bill.png', bytes: smallPng() }]),
      rawFormHeaders['content-type'],
    );
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('We received your invoice');
    const files = await t.storedFileCount();
    const second = await device.upload(
      action,
      rawForm([{ name: 'invoice', fileName: 'bill-2.png', bytes: smallPng() }]),
      rawFormHeaders['content-type'],
    );
    expect(second.statusCode).toBe(200);
    expect(await t.storedFileCount()).toBe(files);
    const [row] = await rowsOf<{ invoice: string | null }>(
      t,
      sql`select invoice_file_id as invoice from end_user_registrations where code = ${codes[1]!.code}`,
    );
    expect(row!.invoice).toBeTruthy();
  });

  it('refuses a file that is not a photo or a PDF, and an invoice before the mobile is confirmed, storing nothing', async () => {
    const { device, confirmed } = await registered(codes[2]!.code);
    const files = await t.storedFileCount();
    const text = await device.upload(
      actionOf(confirmed.body, 'invoice')!,
      rawForm([{ name: 'invoice', fileName: 'bill.png', bytes: Buffer.from('just some text') }]),
      rawFormHeaders['content-type'],
    );
    expect(text.statusCode).toBe(415);
    expect(text.body).toContain('a photo or a PDF');

    const early = phone(t, 'Early');
    const page = await early.open(codes[3]!.code);
    await early.post(actionOf(page.body, 'register')!, { ...person, mobile: '9666666666' });
    const token = /\/scan\/([^/]+)\/register/.exec(actionOf(page.body, 'register')!)![1];
    const refused = await early.upload(
      `/scan/${token}/invoice`,
      rawForm([{ name: 'invoice', fileName: 'bill.png', bytes: smallPng() }]),
      rawFormHeaders['content-type'],
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Confirm your mobile before you upload the invoice');
    expect(await t.storedFileCount()).toBe(files);
  });
});
