import type { FastifyRequest } from 'fastify';
import { pageLanguageOf } from './scan-language';

/** What a scan view is built for when the shopper's language is not known (decision 0469). */
export const defaultShopperLanguages: readonly string[] = ['en'];

/**
 * The languages a page's brand texts are picked in (decision 0469): the page's own language
 * (the `vt_lang` cookie, else Accept-Language; decision 0466), so the brand's words and the
 * platform's agree; a text the brand did not give in it is its default.
 */
export const shopperLanguagesOf = (request: FastifyRequest): readonly string[] => [
  pageLanguageOf(request),
];
