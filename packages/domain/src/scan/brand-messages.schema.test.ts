import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CustomerMessagesByLanguageSchema,
  customerMessageFields,
  languageMessagesSchema,
  ProductMessagesByLanguageSchema,
} from './brand-messages.schema';
import { brandMessage, languageMessagesGrid } from './brand-message.rules';
import { isScanLanguage, scanLanguages } from './scan-languages';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const issue = result.issues[0];
  return { path: v.getDotPath(issue), message: issue.message };
};

describe('scan languages', () => {
  it('are the six the scan page speaks', () => {
    expect(scanLanguages).toEqual(['en', 'es', 'fr', 'de', 'hi', 'ar']);
    expect(isScanLanguage('de')).toBe(true);
    expect(isScanLanguage('it')).toBe(false);
  });
});

describe('messages by language', () => {
  it('keeps given texts, trimmed, and drops blank ones and fields left empty', () => {
    expect(
      v.parse(CustomerMessagesByLanguageSchema, {
        messageOnScan: { de: '  Echt  ', fr: '', es: '   ' },
        textForMicrosite: { ar: '' },
      }),
    ).toEqual({ messageOnScan: { de: 'Echt' } });
    expect(v.parse(CustomerMessagesByLanguageSchema, {})).toEqual({});
  });

  it('holds each text to its default field’s limit', () => {
    expect(
      firstIssue(CustomerMessagesByLanguageSchema, { messageOnScan: { de: 'x'.repeat(101) } }),
    ).toEqual({ path: 'messageOnScan.de', message: 'Value must be less than 100' });
    expect(v.is(CustomerMessagesByLanguageSchema, { messageOnScan: { de: 'x'.repeat(100) } })).toBe(
      true,
    );
    expect(
      v.is(ProductMessagesByLanguageSchema, { msgAfterScanExceded: { hi: 'x'.repeat(2000) } }),
    ).toBe(true);
    expect(
      firstIssue(ProductMessagesByLanguageSchema, { authenticationMsg: { fr: 'x'.repeat(251) } }),
    ).toEqual({ path: 'authenticationMsg.fr', message: 'Value must be less than 250' });
  });

  it('refuses a language or a field it does not know, naming it', () => {
    expect(firstIssue(languageMessagesSchema(10), { it: 'Ciao' })).toEqual({
      path: 'it',
      message: 'Messages can be given in these languages only: en, es, fr, de, hi, ar',
    });
    expect(firstIssue(CustomerMessagesByLanguageSchema, { companyName: { de: 'x' } })).toEqual({
      path: 'companyName',
      message:
        'Messages by language can be given for these fields only: messageOnScan, textForMicrosite',
    });
    expect(firstIssue(ProductMessagesByLanguageSchema, { authenticationMsg: 'Echt' })?.path).toBe(
      'authenticationMsg',
    );
    expect(firstIssue(languageMessagesSchema(10), { de: 5 })?.path).toBe('de');
  });

  it('refuses prototype names as languages', () => {
    expect(v.is(languageMessagesSchema(10), JSON.parse('{"__proto__": "x"}'))).toBe(false);
    expect(v.is(languageMessagesSchema(10), { constructor: 'x' })).toBe(false);
  });
});

describe('languageMessagesGrid', () => {
  it('holds every field in every language, blank where none was given, and reads back as given', () => {
    const grid = languageMessagesGrid(customerMessageFields, { messageOnScan: { de: 'Echt' } });
    expect(grid).toEqual({
      messageOnScan: { en: '', es: '', fr: '', de: 'Echt', hi: '', ar: '' },
      textForMicrosite: { en: '', es: '', fr: '', de: '', hi: '', ar: '' },
    });
    expect(v.parse(CustomerMessagesByLanguageSchema, grid)).toEqual({
      messageOnScan: { de: 'Echt' },
    });
  });
});

describe('brandMessage', () => {
  const given = { de: 'Echt', fr: '  ', es: 'Auténtico' };

  it.each([
    [['de'], 'Echt'],
    [['fr'], 'Genuine'], // blank is none
    [['fr', 'es', 'de'], 'Auténtico'],
    [['de-CH', 'en'], 'Echt'],
    [['DE'], 'Echt'],
    [['hi', 'ar'], 'Genuine'],
    [[], 'Genuine'],
    [['constructor', 'toString'], 'Genuine'],
  ] as const)('for %j answers %s', (languages, expected) => {
    expect(brandMessage('Genuine', given, languages)).toBe(expected);
  });

  it('answers the default without per-language texts, even an absent default', () => {
    expect(brandMessage('Genuine', undefined, ['de'])).toBe('Genuine');
    expect(brandMessage(undefined, {}, ['de'])).toBeUndefined();
    expect(brandMessage(undefined, { de: 'Echt' }, ['de'])).toBe('Echt');
  });
});
