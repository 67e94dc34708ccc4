/**
 * The load of `pnpm bench scans`, in its own process so it measures what a phone's request
 * sees: `node scan-load.mjs PORT PREFIX CODES_FILE CONNECTIONS WARMUP_MS MEASURE_MS IDS_FILE`.
 * CONNECTIONS keep-alive loops GET PREFIX + a random code of CODES_FILE (one per line), asking
 * for JSON, each from a random client address (X-Forwarded-For); after WARMUP_MS the counters start; after MEASURE_MS more it stops, writes every
 * acknowledged scan id (warm-up included) to IDS_FILE and prints
 * `{"requests","rps","p50","p99","max","errors","latencies"}` (milliseconds; `latencies` are all
 * the measured ones, so slices of a run can be pooled).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const [port, prefix, codesFile, connections, warmupMs, measureMs, idsFile] = process.argv.slice(2);
const codes = readFileSync(codesFile, 'utf8').split('\n').filter(Boolean);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const acknowledged = [];
let latencies = [];
let errors = 0;
let measuring = false;
let stopping = false;

/**
 * Each request from a phone of its own, as a load balancer reports it (the servers trust the
 * proxy): the public limits count per address, and a million phones are a million addresses.
 */
const randomAddress = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const call = (code) =>
  new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(
      {
        host: '127.0.0.1',
        port: Number(port),
        path: prefix + code,
        agent,
        headers: {
          accept: 'application/json',
          'user-agent': 'scan-load',
          'x-forwarded-for': randomAddress(),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          if (response.statusCode !== 200) return resolve(errors++);
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          acknowledged.push(body.scanId ?? body.id);
          if (measuring) latencies.push(ms);
          resolve();
        });
      },
    );
    request.on('error', () => resolve(errors++));
  });

const loops = Array.from({ length: Number(connections) }, async () => {
  while (!stopping) await call(codes[Math.floor(Math.random() * codes.length)]);
});
setTimeout(() => {
  measuring = true;
  errors = 0;
  latencies = [];
}, Number(warmupMs));
setTimeout(() => (stopping = true), Number(warmupMs) + Number(measureMs));
await Promise.all(loops);
agent.destroy();
writeFileSync(idsFile, acknowledged.join('\n'));
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / (Number(measureMs) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors,
    latencies,
  }),
);
