/**
 * The worker process of `pnpm bench webhooks`: the platform with job role `worker` on the
 * servers' database, secret (the webhook's signing secret is sealed under it) and files, so it
 * delivers the webhooks while the API process (scan-servers.ts) takes the scans.
 *   VERITAG_SECRET=... VERITAG_FILES_DIR=... node --import tsx webhook-worker.ts DATABASE_URL
 * Prints `ready`; stops on `stop`.
 */
import { createInterface } from 'node:readline';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';

const [url = ''] = process.argv.slice(2);
const database = await openDatabase({ url });
const built = await buildApp({
  database,
  secret: process.env.VERITAG_SECRET!,
  filesDir: process.env.VERITAG_FILES_DIR!,
  logLevel: 'warn',
  jobRole: 'worker',
  webhookAllowPrivate: true,
});
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  await built.app.close();
  await database.close();
  process.exit(0);
}
