/**
 * The languages a scan page can speak (decision 0469): the platform's own words are
 * translated into these, and a brand may give its messages in them. One list for the scan
 * app, the server and the console.
 */
export const scanLanguages = ['en', 'es', 'fr', 'de', 'hi', 'ar'] as const;
export type ScanLanguage = (typeof scanLanguages)[number];

/** Each scan language by its own name, as a shopper (or a brand's translator) looks for it. */
export const languageNames: Record<ScanLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  hi: 'हिन्दी',
  ar: 'العربية',
};

/** Whether a tag (already lower-cased, primary subtag only) is one of `scanLanguages`. */
export const isScanLanguage = (tag: string): tag is ScanLanguage =>
  (scanLanguages as readonly string[]).includes(tag);
