import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { streamReport } from './write-report';

/**
 * The whole way to a client over a real socket, as a route would send a report: no length,
 * chunked transfer, and the writer held back by the client's pace, not by the row count.
 */
const totalRows = 1_000_000;
const source = { pulled: 0, closed: false };
const app = Fastify();

async function* scans() {
  try {
    for (let index = 0; index < totalRows; index++) {
      source.pulled++;
      yield { code: `VT-${String(index).padStart(12, '0')}`, quantity: index };
    }
  } finally {
    source.closed = true;
  }
}

app.get('/report', async (_request, reply) => {
  const columns = [
    { header: 'Code', key: 'code', type: 'text' },
    { header: 'Quantity', key: 'quantity', type: 'number' },
  ] as const;
  const file = streamReport({ format: 'csv', sheetName: 'Scans', columns, rows: scans() }, 'scans');
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.stream);
});

let port: number;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('a report download', () => {
  it('is sent in chunks at the pace of a slow client, and stops when the client leaves', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ port, path: '/report' }, resolve),
    );
    response.pause();
    onTestFinished(() => void response.destroy());

    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe('attachment; filename="scans.csv"');
    for (let last = -1; source.pulled !== last;) {
      last = source.pulled;
      await sleep(100);
    }
    // About 30 bytes a row, 30 MB in all; what was written waits in the sockets' buffers (loopback
    // lets them grow to a few MB).
    expect(source.pulled).toBeLessThan(totalRows / 4);

    response.destroy();
    for (let waited = 0; !source.closed && waited < 50; waited++) await sleep(20);
    expect(source.closed).toBe(true);
  });
});
