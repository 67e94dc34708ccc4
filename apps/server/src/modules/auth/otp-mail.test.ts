import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, demoPassword, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/api-calls';

/** Mail as a real SMTP server received it. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      done();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'codes@veritag.test' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('mails the login code over SMTP, and the code from that mail logs the admin in', async () => {
  const admin = { username: 'admin', password: demoPassword };
  const sent = await call(t, contract.auth.sendOtp, {
    body: { ...admin, type: 'login', sendOn: 'EMAIL' },
  });
  expect(sent.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual(['admin@demo-labels.example']);
  expect(received[0]!.raw).toContain('Subject: Your Veritag login code');
  const code = /code is (\d{6})/.exec(received[0]!.raw)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(t.logLines.join('\n')).not.toContain(code!);

  const login = await call(t, contract.auth.login, {
    body: { ...admin, otp: code, sendOn: 'EMAIL' },
  });
  expect(login.status).toBe(200);
  expect(login.body.id_token).toMatch(/^ey/);
});
