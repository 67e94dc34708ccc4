import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  /** The path it was posted to: tests give each subscription a path of its own. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on loopback, as a subscriber runs one: it keeps every request and answers
 * what `answer` says (200 by default; a status, or 'hang' for no answer at all).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => number | 'hang' = () => 200;
  const hanging = new Set<() => void>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = {
        path: req.url ?? '',
        headers: req.headers as IncomingHttpHeaders as Record<string, string>,
        body,
      };
      received.push(request);
      const status = answer(request);
      if (status === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(
        status,
        status >= 300 && status < 400 ? { location: 'https://example.com/' } : {},
      );
      res.end(status >= 400 ? 'receiver says no' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Where a test's one subscription posts. */
    url: `http://127.0.0.1:${port}/hook`,
    /** The receiver's origin, for subscriptions with paths of their own. */
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The requests posted to `path`. */
    at: (path: string) => received.filter((request) => request.path === path),
    answerWith(next: (request: Received) => number | 'hang') {
      answer = next;
    },
    /** Resolves once `count` requests came, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`The receiver got ${received.length} of ${count} requests`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => {
      for (const end of hanging) end();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
