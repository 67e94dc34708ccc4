/**
 * The scan load of `pnpm bench scans`, shared with `pnpm bench webhooks`: the servers' child
 * process (scan-servers.ts), one slice of load from its own process (scan-load.mjs), and the
 * pooling of a handler's slices into one measurement.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { platformNodeFlags } from '../../scripts/node-flags.mjs';

const here = import.meta.dirname;
export const connections = 50;
export const warmupMs = 1_500;
export const sliceMs = 3_000;
// Four slices of each handler, in the order bare, scan, scan, bare, bare, scan, scan, bare.
export const sliceOrder = ['bare', 'real', 'real', 'bare', 'bare', 'real', 'real', 'bare'] as const;

export interface Load {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  latencies: number[];
}

export function runLoad(
  port: number,
  prefix: string,
  codesFile: string,
  idsFile: string,
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(here, 'scan-load.mjs'),
        String(port),
        prefix,
        codesFile,
        String(connections),
        String(warmupMs),
        String(sliceMs),
        idsFile,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as Load)
        : reject(new Error(`the load process ended with ${code}`)),
    );
  });
}

/** One handler's slices as one measurement: requests per second over all, percentiles of all latencies. */
export function pooled(loads: Load[]): Omit<Load, 'latencies'> {
  const latencies = loads.flatMap((load) => load.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const requests = latencies.length;
  return {
    requests,
    rps: requests / ((loads.length * sliceMs) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
  };
}

/**
 * Starts the servers' child process on `location` (scan-servers.ts; `webhookUrl`: with a
 * webhook of the scanned company subscribed to scan.recorded at that URL) and waits for its ports.
 */
export async function startScanServers(
  location: { url?: string; dataDir?: string },
  codesFile: string,
  webhookUrl?: string,
  env: NodeJS.ProcessEnv = process.env,
) {
  const servers = spawn(
    process.execPath,
    [
      ...platformNodeFlags,
      '--import',
      'tsx',
      path.join(here, 'scan-servers.ts'),
      JSON.stringify(location),
      codesFile,
      ...(webhookUrl ? [webhookUrl] : []),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'], env },
  );
  const lines = createInterface({ input: servers.stdout! });
  const [realPort, barePort] = await new Promise<string[]>((resolve, reject) => {
    lines.on('line', (line) => line.startsWith('ready ') && resolve(line.slice(6).split(' ')));
    servers.on('exit', (code) =>
      reject(new Error(`the servers ended with ${code} before they were ready`)),
    );
  });
  return {
    realPort: Number(realPort),
    barePort: Number(barePort),
    async stop() {
      servers.stdin!.write('stop\n');
      await new Promise((resolve) => servers.on('exit', resolve));
    },
  };
}
