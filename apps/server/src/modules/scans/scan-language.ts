import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isScanLanguage,
  languageCookie,
  languageOfRequest,
  languagePath,
  type ScanLanguage,
} from '@veritag/scan';
import type { PublicClients } from '../public-limits';

/**
 * The language a scan page speaks (decision 0466): the shopper's `vt_lang` cookie, else the
 * best of Accept-Language, else English. Every module that renders the scan app's pages asks
 * this, so one request gets one language whichever module answers it.
 */
export const pageLanguageOf = (request: FastifyRequest): ScanLanguage =>
  languageOfRequest(request.headers);

/** A year: the choice outlives the scan, so the next code scanned speaks it too. */
const languageMaxAge = 365 * 24 * 60 * 60;

/**
 * Only a path on this server is a place to return to: never another site (`//x`, `/\x`) nor a
 * control character, which browsers drop from a Location before reading it (`/<tab>/x` is `//x`).
 */
const backOf = (back: unknown): string =>
  typeof back === 'string' && /^\/(?![/\\])/.test(back) && ![...back].some(isControl) ? back : '/';

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * The switcher's plain link (`GET /scan/language?lang=de&back=/v/CODE`): sets the cookie and
 * redirects back, so choosing a language works without JavaScript. A GET that sets a
 * preference cookie only (no account, nothing stored), so a cross-site link to it can at worst
 * change a page's language.
 */
export function scanLanguageRoute(app: FastifyInstance, clientOf: PublicClients) {
  app.get<{ Querystring: { lang?: unknown; back?: unknown } }>(
    languagePath,
    async (request, reply) => {
      const { lang, back } = request.query;
      reply.header('cache-control', 'no-store');
      if (!isScanLanguage(lang))
        return reply.code(400).type('text/plain; charset=utf-8').send('Unknown language');
      const secure = clientOf(request).secure ? '; Secure' : '';
      return reply
        .header(
          'set-cookie',
          `${languageCookie}=${lang}; Max-Age=${languageMaxAge}; Path=/; SameSite=Lax${secure}`,
        )
        .redirect(backOf(back), 303);
    },
  );
}
