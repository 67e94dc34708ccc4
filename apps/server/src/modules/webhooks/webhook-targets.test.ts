import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@veritag/api';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { call } from '../../test-support/api-calls';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { sendSigned } from './webhook-sender';
import { startReceiver, type Receiver } from '../../test-support/webhook-receiver';

let t: TestApp;
let admin: string;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, 'admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = (url: string) =>
  call(t, contract.webhooks.create, { body: { url, events: ['scan.recorded'] } }, admin);

describe('webhook targets (without WEBHOOK_ALLOW_PRIVATE)', () => {
  it('refuses plain http with a title that says so', async () => {
    const refused = await subscribe('http://hooks.example.com/in');
    expect(refused.status).toBe(400);
    expect(refused.problem.title).toBe('Use an https:// address: plain http is refused');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://172.20.0.5/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://0.0.0.0/hook',
    'https://localhost/hook',
  ])('refuses %s as private, loopback or reserved', async (url) => {
    const refused = await subscribe(url);
    expect(refused.status).toBe(400);
    expect(refused.problem.title).toMatch(/private, loopback or reserved/);
  });

  it('stores nothing for a refused target', async () => {
    await subscribe('https://127.0.0.1/hook');
    expect((await call(t, contract.webhooks.list, {}, admin)).body).toEqual([]);
  });

  it('refuses at delivery a name that resolves to a private address now, and reaches nothing', async () => {
    const port = new URL(receiver.url).port;
    const outcome = await sendSigned({
      url: `https://localhost:${port}/hook`,
      signer: new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      messageId: 'msg_test',
      at: new Date(),
      body: '{}',
      timeoutMs: 2000,
      allowPrivate: false,
    });
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.error).toMatch(/private, loopback or reserved/);
    const literal = await sendSigned({
      url: `https://127.0.0.1:${port}/hook`,
      signer: new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      messageId: 'msg_test',
      at: new Date(),
      body: '{}',
      timeoutMs: 2000,
      allowPrivate: false,
    });
    expect(literal.error).toMatch(/private, loopback or reserved/);
    expect(receiver.received).toHaveLength(0);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    receiver.answerWith(() => 302);
    const outcome = await sendSigned({
      url: receiver.url,
      signer: new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      messageId: 'msg_redirect',
      at: new Date(),
      body: '{}',
      timeoutMs: 2000,
      allowPrivate: true,
    });
    expect(outcome).toMatchObject({ ok: false, status: 302 });
    expect(outcome.error).toMatch(/Redirects are not followed/);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends again at once on a new connection when the receiver closed the kept-alive one', async () => {
    // A receiver that answers one request per connection and drops the connection when a
    // second one comes on it: the moment an idle timeout closes it as a request is written.
    const served = new WeakSet<object>();
    const answered: string[] = [];
    let dropped = 0;
    const closing = createServer((req, res) => {
      if (served.has(req.socket)) {
        dropped++;
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      req.resume();
      req.on('end', () => {
        answered.push(String(req.headers['webhook-id']));
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const { port } = closing.address() as AddressInfo;
    const signer = new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`);
    const outcomes = [];
    for (let n = 0; n < 6; n++)
      outcomes.push(
        await sendSigned({
          url: `http://127.0.0.1:${port}/hook`,
          signer,
          messageId: `msg_${n}`,
          at: new Date(),
          body: '{}',
          timeoutMs: 2000,
          allowPrivate: true,
        }),
      );
    await new Promise<void>((resolve) => closing.close(() => resolve()));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(dropped).toBeGreaterThan(0);
    expect(answered).toEqual(['msg_0', 'msg_1', 'msg_2', 'msg_3', 'msg_4', 'msg_5']);
  });
});
