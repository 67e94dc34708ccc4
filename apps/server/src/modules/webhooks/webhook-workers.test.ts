import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { contract } from '@veritag/api';
import { sql } from 'drizzle-orm';
import { call } from '../../test-support/api-calls';
import { crashSecret, launchChild } from '../../test-support/crash-children';
import { testDatabaseMode } from '../../test-support/fresh-database';
import { rowsOf } from '../../test-support/scans';
import { tokenFor } from '../../test-support/sessions';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { until } from '../../platform/jobs/test-support/fast-jobs';
import { startReceiver, type Receiver } from '../../test-support/webhook-receiver';

/**
 * Delivery shared by worker processes on PostgreSQL: this process is an API process (it
 * records events, works no jobs); real worker processes (test-support/delivery-worker.ts)
 * send. Each event reaches the receiver once, in order, across two workers; a worker killed
 * with -9 while a receiver holds its request costs a second request with the same webhook-id.
 */
const worker = path.join(import.meta.dirname, 'test-support', 'delivery-worker.ts');

describe.skipIf(testDatabaseMode() !== 'postgres')(
  'webhook delivery across worker processes',
  () => {
    let t: TestApp;
    let admin: string;
    let receiver: Receiver;
    let companyId: number;
    let url: string;
    const children: ReturnType<typeof launchChild>[] = [];
    const startWorker = async () => {
      const child = launchChild(worker, [url]);
      children.push(child);
      await child.said('ready', 60_000);
      return child;
    };

    beforeAll(async () => {
      t = await createTestApp({ jobRole: 'api', secret: crashSecret, webhookAllowPrivate: true });
      admin = await tokenFor(t, 'admin');
      companyId = (
        await rowsOf<{ id: number }>(
          t,
          sql`select company_id as id from users where login = 'admin'`,
        )
      )[0]!.id;
      url = t.database.pgPool!.options.connectionString!;
      receiver = await startReceiver();
    }, 120_000);
    afterAll(async () => {
      for (const child of children) child.proc.kill('SIGKILL');
      await Promise.all(children.map((child) => child.exited));
      await t?.close();
      await receiver?.close();
    });

    /** Records `count` events numbered from `from`, ten to a transaction, as modules do. */
    async function record(from: number, count: number) {
      for (let n = from; n < from + count; n += 10)
        await t.database.db.transaction(async (tx) => {
          for (let i = n; i < Math.min(n + 10, from + count); i++)
            await t.outbox.recordPlatformEvent(tx, {
              companyId,
              type: 'job.completed',
              data: { n: i },
            });
        });
    }
    const numbers = (from = 0) =>
      receiver.received
        .slice(from)
        .map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n);

    it('delivers each event once and in order with two workers sharing the work', async () => {
      const made = await call(
        t,
        contract.webhooks.create,
        { body: { url: receiver.url, events: ['job.completed'] } },
        admin,
      );
      expect(made.status, made.text).toBe(200);
      await Promise.all([startWorker(), startWorker()]);
      await record(0, 150);
      await receiver.waitFor(150, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(numbers()).toEqual(Array.from({ length: 150 }, (_, i) => i));
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(150);
      for (const child of children.splice(0)) {
        child.proc.kill('SIGKILL');
        await child.exited;
      }
    }, 120_000);

    it('sends a delivery again, with the same webhook-id, after its worker was killed mid-request', async () => {
      const from = receiver.received.length;
      let held = false;
      receiver.answerWith((request) => {
        const { n } = (JSON.parse(request.body) as { data: { n: number } }).data;
        if (n === 1002 && !held) {
          held = true;
          return 'hang';
        }
        return 200;
      });
      const first = await startWorker();
      await record(1000, 5);
      // Killed while 1002 is on its way and the two before it are recorded as delivered
      // (they are committed within flushMs of their answers, while the next ones go out).
      await until(async () => {
        if (!held) return false;
        const [row] = await rowsOf<{ delivered: number }>(
          t,
          sql`select count(*)::int as delivered from webhook_deliveries d join platform_events e on e.id = d.event_id
              where d.state = 'delivered' and (e.data->>'n')::int in (1000, 1001)`,
        );
        return row!.delivered === 2;
      }, 30_000);
      first.proc.kill('SIGKILL');
      await first.exited;
      await startWorker();
      await until(() => numbers(from).filter((n) => n === 1004).length > 0, 30_000);
      const got = receiver.received.slice(from);
      expect(numbers(from)).toEqual([1000, 1001, 1002, 1002, 1003, 1004]);
      expect(got[2]!.headers['webhook-id']).toBe(got[3]!.headers['webhook-id']);
      await until(async () => {
        const [row] = await rowsOf<{ waiting: number }>(
          t,
          sql`select count(*)::int as waiting from webhook_deliveries where state <> 'delivered'`,
        );
        return row!.waiting === 0;
      });
    }, 120_000);
  },
);
