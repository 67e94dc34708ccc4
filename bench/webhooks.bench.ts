/**
 * `pnpm bench webhooks` (decision 0454): `pnpm bench scans`'s load on PostgreSQL with a webhook
 * of the scanned company subscribed to scan.recorded, delivered to a receiver on loopback in
 * this process (the subscriber's system). Processes as production runs on PostgreSQL: an API
 * process takes the scans (support/scan-servers.ts), a worker process delivers
 * (support/webhook-worker.ts). Figures: the scans acknowledged by the scan endpoint, how many of
 * them the receiver got, the seconds from the end of the load (the last slice of the scan
 * endpoint) to the last delivery, scans never delivered, webhook-ids received twice, the
 * delivered events per second, and the scan endpoint's requests per second as a ratio of the
 * bare handler's, with webhooks on (bench scans' target). Then a floor (decision 0476): the bare
 * handler's rate while the least possible sender posts to the same receiver at the scans' pace.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { platformNodeFlags } from '../scripts/node-flags.mjs';
import { postgresTarget } from './support/postgres-target';
import { reportResults } from './support/results';
import {
  pooled,
  runLoad,
  sliceMs,
  sliceOrder,
  startScanServers,
  warmupMs,
  type Load,
} from './support/scan-slices';

const here = import.meta.dirname;
/** After the load, how long the receiver may go without a delivery before the rest count as lost. */
const quietLimitMs = 30_000;

const postgres = await postgresTarget();
if (typeof postgres === 'string') {
  console.log(`webhooks skipped: ${postgres}; the issue measures PostgreSQL`);
  process.exit(0);
}

// The subscriber: keeps each webhook-id, the scan each names, and when the last came.
const ids = new Set<string>();
const scansHeard = new Set<number>();
let receipts = 0;
let firstAt = 0;
let lastAt = 0;
const receiver = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const event = JSON.parse(body) as { data: { scanId: number } };
    res.end('ok');
    // The floor's deliveries cost the receiver the same, and count for nothing.
    if (req.url === '/floor') return;
    receipts++;
    lastAt = performance.now();
    firstAt ||= lastAt;
    ids.add(String(req.headers['webhook-id']));
    scansHeard.add(event.data.scanId);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
const webhookUrl = `${receiverOrigin}/hook`;

/**
 * The floor (decision 0476): the bare handler's load alone, and the same load while the least
 * possible sender (support/floor-sender.mjs: no database, a ready body) posts to the receiver
 * at `rate` a second, the pace the scan endpoint's scans asked for. Their ratio is the most the
 * scan endpoint could keep on this host while one request per event goes to a receiver on it.
 */
async function measureFloor(barePort: number, codesFile: string, rate: number) {
  const slices: Record<'bare' | 'delivering', Load[]> = { bare: [], delivering: [] };
  let sent = 0;
  for (const [i, kind] of (['bare', 'delivering', 'delivering', 'bare'] as const).entries()) {
    const sender =
      kind === 'delivering'
        ? spawn(
            process.execPath,
            [
              path.join(here, 'support/floor-sender.mjs'),
              `${receiverOrigin}/floor`,
              String(Math.round(rate)),
              String(warmupMs + sliceMs),
            ],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          )
        : undefined;
    const count = sender && readCount(sender.stdout!);
    const idsFile = path.join(work, `floor-${i}-ids.txt`);
    slices[kind].push(await runLoad(barePort, '/bare/', codesFile, idsFile));
    if (count) sent += await count;
  }
  return {
    bare: pooled(slices.bare),
    delivering: pooled(slices.delivering),
    deliveriesPerSecond: sent / ((2 * (warmupMs + sliceMs)) / 1000),
  };
}

const readCount = (stream: NodeJS.ReadableStream) =>
  new Promise<number>((resolve) => {
    let out = '';
    stream.on('data', (chunk: Buffer) => (out += chunk.toString()));
    stream.on('end', () => resolve(Number(out.trim()) || 0));
  });

const work = await mkdtemp(path.join(tmpdir(), 'veritag-bench-webhooks-'));
const figures: Record<string, number> = {};
try {
  const codesFile = path.join(work, 'codes.txt');
  // One secret and one files folder for both: the webhook's secret is sealed under the secret,
  // and the worker's jobs read the files the seed stored.
  const env = {
    ...process.env,
    VERITAG_SECRET: randomBytes(32).toString('hex'),
    VERITAG_FILES_DIR: path.join(work, 'files'),
  };
  // The worker first: it migrates the database, then runs the seed's jobs for the servers.
  const worker = spawn(
    process.execPath,
    [
      ...platformNodeFlags,
      '--import',
      'tsx',
      path.join(here, 'support/webhook-worker.ts'),
      postgres.url,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'], env },
  );
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: worker.stdout! }).on('line', (line) => line === 'ready' && resolve());
    worker.on('exit', (code) =>
      reject(new Error(`the worker ended with ${code} before it was ready`)),
    );
  });
  const servers = await startScanServers({ url: postgres.url }, codesFile, webhookUrl, env);
  const slices: Record<'bare' | 'real', Load[]> = { bare: [], real: [] };
  const acknowledged: number[] = [];
  let loadEndedAt = 0;
  for (const [i, kind] of sliceOrder.entries()) {
    const idsFile = path.join(work, `${kind}-${i}-ids.txt`);
    const real = kind === 'real';
    slices[kind].push(
      await runLoad(
        real ? servers.realPort : servers.barePort,
        real ? '/v/' : '/bare/',
        codesFile,
        idsFile,
      ),
    );
    if (!real) continue;
    loadEndedAt = performance.now();
    acknowledged.push(...readFileSync(idsFile, 'utf8').split('\n').filter(Boolean).map(Number));
    console.log(
      `slice ${i}: ${acknowledged.length} scans so far, ${scansHeard.size} delivered at its end`,
    );
  }
  // Wait for the rest, while deliveries keep coming.
  while (acknowledged.some((id) => !scansHeard.has(id))) {
    if (performance.now() - Math.max(lastAt, loadEndedAt) > quietLimitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const [bare, real] = [pooled(slices.bare), pooled(slices.real)];
  const floor = await measureFloor(servers.barePort, codesFile, real.rps);
  const workerEnded = new Promise((resolve) => worker.on('exit', resolve));
  worker.stdin!.write('stop\n');
  await servers.stop();
  // A worker that does not end within 10 s of `stop` is not left behind.
  const stopping = setTimeout(() => worker.kill('SIGKILL'), 10_000);
  await workerEnded;
  clearTimeout(stopping);
  const lost = acknowledged.filter((id) => !scansHeard.has(id)).length;
  Object.assign(figures, {
    scans: acknowledged.length,
    delivered: acknowledged.length - lost,
    'seconds-after-load': Math.max(0, lastAt - loadEndedAt) / 1000,
    lost,
    'duplicated-webhook-ids': receipts - ids.size,
    'delivered-per-second': receipts / ((lastAt - firstAt) / 1000),
    'postgres-bare-rps': bare.rps,
    'postgres-scan-rps': real.rps,
    'postgres-rps-ratio': real.rps / bare.rps,
    'postgres-scan-p99-ms': real.p99,
    'floor-deliveries-per-second': floor.deliveriesPerSecond,
    'floor-bare-rps': floor.bare.rps,
    'floor-bare-with-deliveries-rps': floor.delivering.rps,
    'floor-rps-ratio': floor.delivering.rps / floor.bare.rps,
    errors: bare.errors + real.errors + floor.bare.errors + floor.delivering.errors,
  });
} finally {
  receiver.close();
  await postgres.drop();
  await rm(work, { recursive: true, force: true });
}
process.exit(
  reportResults('webhooks', figures, {
    'seconds-after-load': ['<=', 10],
    lost: ['<=', 0],
    'duplicated-webhook-ids': ['<=', 0],
    'postgres-rps-ratio': ['>=', 0.8],
    errors: ['<=', 0],
  })
    ? 0
    : 1,
);
