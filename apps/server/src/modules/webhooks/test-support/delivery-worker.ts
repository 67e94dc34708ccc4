/**
 * A worker process of the webhook tests on PostgreSQL: the whole app with job role `worker`
 * (it sends deliveries, never listens), on the database of the URL, with the crash tests'
 * secret and fast timing. It prints `ready` and works until it is killed.
 *   node --import tsx delivery-worker.ts <database url>
 */
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/database';
import { crashSecret, crashTiming } from '../../../test-support/crash-children';

const [url = ''] = process.argv.slice(2);
const database = await openDatabase({ url });
await buildApp({
  database,
  secret: crashSecret,
  filesDir: '/tmp/veritag-delivery-worker-files',
  logLevel: 'silent',
  jobRole: 'worker',
  jobTiming: crashTiming,
  webhookAllowPrivate: true,
  webhookDelivery: { retryDelaysMs: [200, 200, 200], timeoutMs: 5000 },
});
process.stdout.write('ready\n');
