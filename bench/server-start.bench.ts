/**
 * `pnpm bench server-start`: how long an API process takes from `node` to listening, and how
 * much memory it holds once it is up, run as `pnpm start` ran it before (TypeScript compiled
 * by tsx at every start) and as it runs now (the compiled server, scripts/server-build.mjs).
 * Each way starts 5 times, alternating, against one PostgreSQL database that is already
 * migrated (as a production restart finds it), without the demo seed; RSS is read from
 * /proc 2 s after the process says it is running and has answered 20 health checks.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { platformNodeFlags } from '../scripts/node-flags.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { postgresTarget } from './support/postgres-target';
import { reportResults } from './support/results';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const runsEach = 5;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** Starts one API process; resolves with its start time (ms) and its RSS once up (MB). */
async function startOnce(args: string[], databaseUrl: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...platformNodeFlags, ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: 'off',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const startMs = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Veritag is running')) resolve(performance.now() - started);
      });
      child.on('exit', (code) => reject(new Error(`server exited (${code}) before running`)));
    });
    for (let call = 0; call < 20; call++) await fetch(`http://127.0.0.1:${port}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return { startMs, rss: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const target = await postgresTarget();
if (typeof target === 'string') {
  console.error(`server-start needs PostgreSQL: ${target}`);
  process.exit(1);
}
try {
  const build = await ensureServerBuild({ log: (line: string) => console.log(line) });
  const ways = {
    tsx: ['--import', 'tsx', 'src/server.ts'],
    compiled: [path.join(build.dir, 'server.js')],
  };
  // The first start migrates the new database; it is not counted.
  await startOnce(ways.compiled, target.url);
  const runs = { tsx: [] as { startMs: number; rss: number }[], compiled: [] as typeof runs.tsx };
  for (let run = 0; run < runsEach; run++)
    for (const way of ['tsx', 'compiled'] as const)
      runs[way].push(await startOnce(ways[way], target.url));
  const figure = (way: keyof typeof runs, of: 'startMs' | 'rss') =>
    median(runs[way].map((run) => run[of]));
  const figures = {
    start_ms_tsx: figure('tsx', 'startMs'),
    start_ms_compiled: figure('compiled', 'startMs'),
    start_ratio_compiled_to_tsx: figure('compiled', 'startMs') / figure('tsx', 'startMs'),
    rss_mb_tsx: figure('tsx', 'rss'),
    rss_mb_compiled: figure('compiled', 'rss'),
    rss_ratio_compiled_to_tsx: figure('compiled', 'rss') / figure('tsx', 'rss'),
  };
  const met = reportResults('server-start', figures, {
    start_ratio_compiled_to_tsx: ['<=', 1],
    rss_ratio_compiled_to_tsx: ['<=', 1],
  });
  process.exitCode = met ? 0 : 1;
} finally {
  await target.drop();
}
