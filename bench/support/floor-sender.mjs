/**
 * The floor of `pnpm bench webhooks` (decision 0476): the least a delivery can cost, in a
 * process of its own. `node floor-sender.mjs URL RATE DURATION_MS` posts one signed scan-sized
 * body after another on a kept-alive connection (as the pump sends: one at a time, each waiting
 * for its answer), at most RATE a second, for DURATION_MS; no database, no queue, a body and a
 * signature made in a few microseconds. Prints how many it sent.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

const [url, rate, durationMs] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const key = randomBytes(32);
const started = performance.now();
let sent = 0;

const body = (n) =>
  JSON.stringify({
    id: `evt_${n}`,
    type: 'scan.recorded',
    timestamp: new Date().toISOString(),
    data: {
      scanId: -n,
      codeId: 1234567,
      code: 'ABCDEFGHJKLM',
      companyId: 1,
      verdict: 'genuine',
      scannedAt: new Date().toISOString(),
      latitude: 18.5204,
      longitude: 73.8567,
    },
  });

const post = (n) =>
  new Promise((resolve, reject) => {
    const text = body(n);
    const id = `msg_floor_${n}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${text}`)
      .digest('base64');
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': `v1,${signature}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', resolve);
      },
    );
    request.on('error', reject);
    request.end(text);
  });

for (;;) {
  const elapsed = performance.now() - started;
  if (elapsed >= Number(durationMs)) break;
  // Paced: never ahead of RATE a second.
  if (sent >= (Number(rate) * elapsed) / 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    continue;
  }
  await post(sent++);
}
console.log(String(sent));
process.exit(0);
