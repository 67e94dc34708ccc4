import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { digitalLinkPathNotServed } from '@veritag/domain';

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');
/** A last segment with an extension names a file: a missing one is a 404, not the page. */
const namesAFile = (urlPath: string) =>
  /\.[A-Za-z0-9]+$/.test(urlPath.slice(urlPath.lastIndexOf('/') + 1));

/**
 * Serves the built console: its files as they are, and index.html for any other GET outside
 * /api, so a link without the '#' (/company_list) opens the console, which moves the path
 * into its hash route. /api keeps its problem+json 404 for unknown paths, and so does a path
 * that reads as a GS1 Digital Link the resolver does not answer (`/brand/01/…`): a phone
 * scanning it must be told so, not shown the staff console's page.
 */
export async function serveConsole(app: FastifyInstance, consoleDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: consoleDir,
    wildcard: false,
    // index.html names the hashed bundles of the build that is running: a cached copy would
    // ask for files a newer build no longer has.
    setHeaders: (reply, filePath) => {
      if (path.basename(filePath) === 'index.html') reply.header('cache-control', 'no-store');
    },
  });
  // A hook on the unmatched request rather than a catch-all route: a catch-all GET would make
  // every unknown path "exist" for the 405 answer of other methods (problem-handling.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const urlPath = request.url.split('?')[0] ?? '/';
    if (isApiPath(urlPath) || namesAFile(urlPath) || digitalLinkPathNotServed(urlPath)) return;
    return reply.sendFile('index.html');
  });
}
