import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A subscriber's endpoint on loopback: it answers 200 and keeps every request, by path. */
export async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers as IncomingHttpHeaders as Record<string, string>,
        body,
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    at: (path: string) => received.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
