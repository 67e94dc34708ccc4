import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { formatMonth, formatPlace, formatScanTime } from '../content/format';
import { formatParts, pluralForm } from './format-message';
import { directionOf, intlLocaleOf, type ScanLanguage } from './languages';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en, type Catalogue, type MessageKey } from './messages/en';
import { es } from './messages/es';
import type { ScriptMessages } from './script-messages';
import { fr } from './messages/fr';
import { hi } from './messages/hi';

export const catalogues: Record<ScanLanguage, Catalogue> = { en, es, fr, de, hi, ar };

type Values = Readonly<Record<string, string | number>>;

/** What a page needs to speak one language: its words, its direction, and its dates and numbers. */
export interface PageI18n {
  lang: ScanLanguage;
  dir: 'ltr' | 'rtl';
  /** The locale Intl formats with ('en-GB' for English). */
  locale: string;
  /** A message as text; `count` picks the plural form. */
  t: (key: MessageKey, values?: Values) => string;
  /** A message with elements in its placeholders (a <time>, a link), in the language's word order. */
  rich: (key: MessageKey, values: Readonly<Record<string, ReactNode>>) => ReactNode;
  dateTime: (iso: string) => string;
  month: (isoMonth: string) => string;
  place: (place: { lat: number; lng: number }) => string;
  number: (value: number) => string;
  /** Where the language switcher returns: the page's own address, when it has one. */
  back?: string;
}

const made = new Map<ScanLanguage, PageI18n>();

/** One language's formatter; made once per language and kept (the catalogues never change at run time). */
export function pageI18n(lang: ScanLanguage): PageI18n {
  const known = made.get(lang);
  if (known) return known;
  const catalogue = catalogues[lang];
  const locale = intlLocaleOf(lang);
  const countOf = (values: Readonly<Record<string, unknown>> | undefined) =>
    typeof values?.count === 'number' ? values.count : undefined;
  const t = (key: MessageKey, values: Values = {}) =>
    formatParts(pluralForm(catalogue[key], countOf(values), locale), values, locale).join('');
  const i18n: PageI18n = {
    lang,
    dir: directionOf(lang),
    locale,
    t,
    rich: (key, values) =>
      formatParts<ReactNode>(
        pluralForm(catalogue[key], countOf(values), locale),
        values,
        locale,
      ).map((part, index) => <Fragment key={index}>{part}</Fragment>),
    dateTime: (iso) => formatScanTime(iso, locale),
    month: (isoMonth) => formatMonth(isoMonth, locale),
    place: (place) =>
      formatPlace(
        place,
        {
          format: (parts) => t('place.coordinates', parts),
          north: t('place.north'),
          south: t('place.south'),
          east: t('place.east'),
          west: t('place.west'),
        },
        locale,
      ),
    number: (value) => new Intl.NumberFormat(locale).format(value),
  };
  made.set(lang, i18n);
  return i18n;
}

/** A script's messages in one language, for the page to carry (decision 0472). */
export const scriptMessagesOf = (
  lang: ScanLanguage,
  keys: readonly MessageKey[],
): ScriptMessages => ({
  locale: intlLocaleOf(lang),
  messages: Object.fromEntries(keys.map((key) => [key, catalogues[lang][key]])),
});

const PageI18nContext = createContext<PageI18n>(pageI18n('en'));

/** The page's language for every part under it; English when a part renders without one (a story). */
export function I18nProvider({
  lang,
  back,
  children,
}: {
  lang: ScanLanguage;
  back?: string;
  children: ReactNode;
}) {
  return (
    <PageI18nContext.Provider value={{ ...pageI18n(lang), back }}>
      {children}
    </PageI18nContext.Provider>
  );
}

export const usePageI18n = (): PageI18n => useContext(PageI18nContext);
