import type { FastifyInstance } from 'fastify';
import { pageLanguageOf, type ScanPages } from '../scans';

/** Where the station lives, and the console's sign-in it sends a person without a session to (a hash route). */
export const stationPath = '/station';
export const consoleSignIn = '/#/login';

export function scanStationRoutes(app: FastifyInstance, pages: ScanPages, assetBase: string) {
  // The same HTML for everyone who asks in one language: nothing of an account is in it, so a
  // cache may not keep it across deploys (its script's hashed name changes) but no one's data
  // can leak from it. It speaks the scan pages' language (decision 0472): the `vt_lang` cookie,
  // else Accept-Language, so a cache keeps one copy per both.
  app.get(stationPath, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(
        pages.renderStationPage({
          assetBase,
          signInUrl: consoleSignIn,
          lang: pageLanguageOf(request),
          // The switcher comes back to the station.
          back: stationPath,
        }),
      ),
  );
}
