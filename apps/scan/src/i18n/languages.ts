import { languageNames, scanLanguages, type ScanLanguage } from '@veritag/domain';

/**
 * The languages the scan pages speak (decisions 0466, 0469): one list in the domain for the
 * scan app, the server and the console; the platform's own words are translated here, and
 * what a brand typed into its records is shown as the brand wrote it.
 */
export { languageNames, scanLanguages, type ScanLanguage };

export const defaultLanguage: ScanLanguage = 'en';

/** Arabic is written right to left; the layout mirrors through logical CSS properties. */
export const directionOf = (lang: ScanLanguage): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * The locale Intl formats with. English says dates day first ('12 Mar 2025'), as the pages
 * always have: a shopper anywhere reads it without guessing which number is the month.
 */
export const intlLocaleOf = (lang: ScanLanguage): string => (lang === 'en' ? 'en-GB' : lang);

/** Whether any value (a cookie, a query parameter) names one of the scan languages. */
export const isScanLanguage = (value: unknown): value is ScanLanguage =>
  typeof value === 'string' && (scanLanguages as readonly string[]).includes(value);

/** The cookie that remembers a shopper's choice; it wins over Accept-Language. */
export const languageCookie = 'vt_lang';

/**
 * Where the switcher's links go: `?lang=xx&back=/path` sets the cookie and redirects back
 * (a plain GET, so it works without JavaScript). The server's route answers it.
 */
export const languagePath = '/scan/language';

/** The switcher's link to one language, returning to `back` (a path on this server). */
export const languageSwitchUrl = (lang: ScanLanguage, back: string | undefined): string =>
  `${languagePath}?lang=${lang}${back ? `&back=${encodeURIComponent(back)}` : ''}`;
