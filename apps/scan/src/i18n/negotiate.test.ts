import { describe, expect, it } from 'vitest';
import {
  languageCookieOf,
  languageOfRequest,
  negotiateLanguage,
  parseAcceptLanguage,
} from './negotiate';

describe('negotiateLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-at', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['ja, ar;q=0.5', 'ar'],
    ['en;q=0.5, hi;q=0.9', 'hi'],
    ['es-419', 'es'],
    ['pt-BR, ja', 'en'],
    ['de;q=0, fr;q=0.1', 'fr'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['garbage;;;q=x, ,', 'en'],
    ['de;q=2, es', 'es'],
  ] as const)('Accept-Language %j -> %s', (header, lang) => {
    expect(negotiateLanguage(header, undefined)).toBe(lang);
  });

  it('the cookie wins over Accept-Language, when it names a language the pages speak', () => {
    expect(negotiateLanguage('de', 'ar')).toBe('ar');
    expect(negotiateLanguage('de', 'xx')).toBe('de');
    expect(negotiateLanguage(undefined, 'FR')).toBe('fr');
    expect(negotiateLanguage('de', '')).toBe('de');
  });

  it('keeps the order of equal q-values', () => {
    expect(parseAcceptLanguage('es;q=0.5, fr;q=0.5, de;q=0.7').map(({ tag }) => tag)).toEqual([
      'de',
      'es',
      'fr',
    ]);
  });

  it('reads the cookie from a Cookie header among others', () => {
    expect(languageCookieOf('vt_device=abc; vt_lang=de; other=1')).toBe('de');
    expect(languageCookieOf('vt_language=de')).toBeUndefined();
    expect(languageCookieOf(undefined)).toBeUndefined();
    expect(languageOfRequest({ 'accept-language': 'fr', cookie: 'vt_lang=hi' })).toBe('hi');
    expect(languageOfRequest({ 'accept-language': 'fr' })).toBe('fr');
  });
});
