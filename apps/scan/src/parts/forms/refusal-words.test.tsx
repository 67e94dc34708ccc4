import { scanRefusalKeys, scanRefusals, type ScanRefusalKey } from '@veritag/domain';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../i18n/format-message';
import { scanLanguages } from '../../i18n/languages';
import type { MessageKey } from '../../i18n/messages/en';
import { catalogues, pageI18n } from '../../i18n/page-i18n';
import { renderNoticePage, renderRegisterPage } from '../../render/render-pages';
import { readPage } from '../../test-support/read-html';
import { fullCustomer, fullProduct } from '../../test-support/scan-fixtures';
import { refusalWords, waitWords } from './refusal-words';

/** The server's refusals in the page's language (decision 0472). */

const domainPlaceholders = (key: ScanRefusalKey) => {
  const words = scanRefusals[key];
  return placeholdersOf(typeof words === 'string' ? words : { one: words[0], other: words[1] });
};

describe('every refusal the scan-side forms can show', () => {
  it.each(scanLanguages)('has words in %s, using only the values the server gives', (lang) => {
    for (const key of scanRefusalKeys) {
      const message = catalogues[lang][`refusal.${key}` as MessageKey];
      expect({ key, has: message !== undefined }).toEqual({ key, has: true });
      const given = [...domainPlaceholders(key), 'count'];
      for (const name of placeholdersOf(message))
        expect({ key, name, given: given.includes(name) }).toEqual({ key, name, given: true });
    }
  });
});

const options = { assetBase: '/scan-assets', action: '/scan/T/register', lang: 'de' as const };

describe('a refused form in German', () => {
  const { screen } = readPage(
    renderRegisterPage(
      {
        code: 'CODE',
        customer: fullCustomer,
        product: fullProduct,
        values: { name: 'Ada', email: 'ada@', mobile: '12' },
        problem: {
          title: 'Check the marked fields',
          refusal: { key: 'checkFields' },
          errors: [
            {
              field: 'email',
              detail: 'Email must be an address such as name@example.com',
              refusal: { key: 'emailFormat' },
            },
            {
              field: 'mobile',
              detail: 'Min Length 10',
              refusal: { key: 'minLength', values: { limit: 10 } },
            },
            { field: 'name', detail: 'Something new the server says' },
          ],
        },
      },
      options,
    ),
  );
  const described = (name: string) => {
    const input = screen.getByRole('textbox', { name });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    return (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => input.ownerDocument.getElementById(id)?.textContent)
      .filter(Boolean)
      .join(' ');
  };

  it('says the title and each field in German, beside the field', () => {
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie die markierten Felder');
    expect(described('E-Mail')).toBe('Geben Sie eine E-Mail-Adresse wie name@example.com ein');
    expect(described('Mobilnummer')).toBe('Geben Sie mindestens 10 Ziffern ein');
  });

  it("keeps the server's English for a refusal without a key", () => {
    expect(described('Name')).toBe('Something new the server says');
  });
});

describe('a limit', () => {
  const { t } = pageI18n('ar');
  it('says when to try again in the words of the page', () => {
    expect(waitWords(30, pageI18n('en').t)).toBe('try again in a minute');
    expect(waitWords(12 * 60, pageI18n('de').t)).toBe('Versuchen Sie es in 12 Minuten erneut');
    expect(waitWords(2 * 3600, t)).toBe('حاول مرة أخرى بعد ساعتين');
    expect(
      refusalWords(
        {
          title: 'Too many reports from your network: try again in 3 hours',
          refusal: { key: 'tooManyReports' },
          retryAfterSeconds: 3 * 3600,
        },
        pageI18n('fr').t,
      ),
    ).toBe('Trop de signalements depuis votre réseau : réessayez dans 3 heures');
  });

  it("is the notice page's message, and a balance picks the plural form", () => {
    const { screen } = readPage(
      renderNoticePage(
        {
          message: 'Too many checks from your network: try again in an hour.',
          refusal: { key: 'tooManyChecks' },
          retryAfterSeconds: 3600,
        },
        { assetBase: '/scan-assets', lang: 'es' },
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      pageI18n('es').t('notice.tryLater'),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Demasiadas comprobaciones desde su red: inténtelo de nuevo dentro de una hora',
    );
    expect(
      refusalWords(
        { title: '', refusal: { key: 'pointsOverBalance', values: { balance: 1 } } },
        pageI18n('en').t,
      ),
    ).toBe('You have 1 point: ask for 1 or fewer');
  });
});
