import type { LanguageMessages } from './brand-messages.schema';
import { scanLanguages, type ScanLanguage } from './scan-languages';

/**
 * A brand's text for a shopper (decision 0469): the text in the first of `languages` (the
 * shopper's preference order; `de-CH` reads as `de`) that the brand gave, else the default
 * text. A blank per-language text is none.
 */
export function brandMessage<D extends string | undefined>(
  defaultText: D,
  perLanguage: LanguageMessages | undefined,
  languages: readonly string[],
): string | D {
  if (!perLanguage) return defaultText;
  const given = perLanguage as Readonly<Record<string, string | undefined>>;
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split('-')[0]!;
    if (!Object.hasOwn(given, language)) continue;
    const text = given[language];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return defaultText;
}

/**
 * Every field in every scan language, `''` where the brand gave none: what a form edits, and
 * what it sends, so a text cleared in the form travels as a blank and is removed (an absent
 * `messagesByLanguage` keeps the stored texts).
 */
export const languageMessagesGrid = <F extends string>(
  fields: readonly F[],
  given: Partial<Record<F, LanguageMessages>> | undefined,
): Record<F, Record<ScanLanguage, string>> =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      Object.fromEntries(
        scanLanguages.map((language) => [language, given?.[field]?.[language] ?? '']),
      ),
    ]),
  ) as Record<F, Record<ScanLanguage, string>>;
