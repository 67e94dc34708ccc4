import { describe, expect, it } from 'vitest';
import { formatParts, placeholdersOf, pluralForm } from './format-message';
import { scanLanguages } from './languages';
import { en } from './messages/en';
import { catalogues, pageI18n } from './page-i18n';

const englishKeys = Object.keys(en).sort();

describe('the catalogues (decision 0466)', () => {
  it.each(scanLanguages)('%s has every English key and no other', (lang) => {
    expect(Object.keys(catalogues[lang]).sort()).toEqual(englishKeys);
  });

  it.each(scanLanguages)("%s's placeholders are English's, message by message", (lang) => {
    const catalogue = catalogues[lang];
    for (const key of englishKeys) {
      const english = en[key as keyof typeof en];
      const translated = catalogue[key as keyof typeof en];
      expect({ key, placeholders: placeholdersOf(translated) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
      // A plural message stays plural (and a plain one plain), with the form every language needs.
      expect({ key, plural: typeof translated }).toEqual({ key, plural: typeof english });
      if (typeof translated === 'object') expect(translated.other, key).toBeTruthy();
    }
  });

  it.each(scanLanguages)('%s says nothing empty', (lang) => {
    for (const [key, message] of Object.entries(catalogues[lang])) {
      const forms = typeof message === 'string' ? [message] : Object.values(message);
      for (const form of forms) expect(form.trim(), key).not.toBe('');
    }
  });
});

describe('the formatter', () => {
  it('fills placeholders, writing numbers in the locale', () => {
    expect(formatParts('{a} and {b}', { a: 'x', b: 1234.5 }, 'de').join('')).toBe('x and 1.234,5');
    expect(formatParts('keeps {missing}', {}, 'en').join('')).toBe('keeps {missing}');
  });

  it('picks the plural form by Intl.PluralRules, falling back to other', () => {
    const points = { one: 'one point', two: 'two points', few: 'few', other: 'points' };
    expect(pluralForm(points, 1, 'en')).toBe('one point');
    expect(pluralForm(points, 2, 'en')).toBe('points');
    expect(pluralForm(points, 2, 'ar')).toBe('two points');
    expect(pluralForm(points, 5, 'ar')).toBe('few');
    expect(pluralForm(points, 11, 'ar')).toBe('points');
    expect(pluralForm(points, undefined, 'ar')).toBe('points');
  });

  it('says counts, dates and places in each language', () => {
    expect(pageI18n('en').t('points.count', { count: 1 })).toBe('1 point');
    expect(pageI18n('en').t('points.count', { count: 1200 })).toBe('1,200 points');
    expect(pageI18n('de').t('points.count', { count: 1200 })).toBe('1.200 Punkte');
    expect(pageI18n('ar').t('points.count', { count: 2 })).toBe('نقطتان');
    expect(pageI18n('ar').t('points.count', { count: 5 })).toBe('5 نقاط');
    expect(pageI18n('en').dateTime('2025-04-02T09:15:00Z')).toBe('2 Apr 2025, 09:15 UTC');
    expect(pageI18n('de').dateTime('2025-04-02T09:15:00Z')).toBe('2. Apr. 2025, 09:15 UTC');
    expect(pageI18n('fr').month('2027-02')).toBe('févr. 2027');
    expect(pageI18n('de').place({ lat: 45.46, lng: -9.2 })).toBe('45,5° N, 9,2° W');
    expect(pageI18n('fr').place({ lat: 45.46, lng: -9.2 })).toBe('45,5° N, 9,2° O');
  });
});
