/**
 * A client in its own process, so what it measures is what a caller of the API sees, not the
 * server's own event loop. `node latency-probe.mjs PORT PATH CLIENTS PAUSE_MS MAX_CALLS`:
 * CLIENTS loops call GET PATH on 127.0.0.1, each pausing PAUSE_MS between calls, at most
 * MAX_CALLS calls each and ten minutes in all. A line `go` on stdin forgets what was measured
 * so far (the warm-up); a line `stop` (or the end of the budget) prints
 * `{"calls","p50","p99","max"}` in milliseconds and exits.
 */
import http from 'node:http';
import { createInterface } from 'node:readline';

const [port, path, clients, pauseMs, maxCalls] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(clients) });
const deadline = Date.now() + 10 * 60_000;
let latencies = [];
let stopping = false;

const call = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port: Number(port), path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(performance.now() - started)
          : reject(new Error(`answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });

const loops = Array.from({ length: Number(clients) }, async () => {
  for (let n = 0; n < Number(maxCalls) && !stopping && Date.now() < deadline; n++) {
    latencies.push(await call());
    await new Promise((resolve) => setTimeout(resolve, Number(pauseMs)));
  }
});

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'go') latencies = [];
  if (line === 'stop') stopping = true;
});

await Promise.all(loops);
const sorted = latencies.sort((a, b) => a - b);
const at = (p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
process.stdout.write(
  `${JSON.stringify({ calls: sorted.length, p50: at(50), p99: at(99), max: sorted.at(-1) ?? null })}\n`,
);
agent.destroy();
process.exit(0);
