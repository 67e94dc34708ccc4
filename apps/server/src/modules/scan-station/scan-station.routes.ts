import type { FastifyInstance } from 'fastify';
import type { ScanPages } from '../scans';

/** Where the station lives, and the console's sign-in it sends a person without a session to (a hash route). */
export const stationPath = '/station';
export const consoleSignIn = '/#/login';

export function scanStationRoutes(app: FastifyInstance, pages: ScanPages, assetBase: string) {
  // The same HTML for everyone: nothing of an account is in it, so a cache may not keep it
  // across deploys (its script's hashed name changes) but no one's data can leak from it.
  app.get(stationPath, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pages.renderStationPage({ assetBase, signInUrl: consoleSignIn })),
  );
}
