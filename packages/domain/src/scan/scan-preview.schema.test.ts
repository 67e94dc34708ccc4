import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerScanPreviewSchema, ProductScanPreviewSchema } from './scan-preview.schema';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  const issue = result.issues[0];
  return { path: v.getDotPath(issue), message: issue.message };
};

describe('a scan page preview asked by a form (decision 0473)', () => {
  it('takes a record, a scan language and the texts as typed, trimmed, a cleared one kept as none', () => {
    expect(
      v.parse(ProductScanPreviewSchema, {
        productId: '7',
        lang: 'de',
        draft: {
          authenticationMsg: '  Typed  ',
          customTextPostScan: '',
          messagesByLanguage: { authenticationMsg: { de: ' Getippt ', fr: '' } },
        },
      }),
    ).toEqual({
      productId: 7,
      lang: 'de',
      draft: {
        authenticationMsg: 'Typed',
        customTextPostScan: '',
        messagesByLanguage: { authenticationMsg: { de: 'Getippt' } },
      },
    });
    expect(v.parse(CustomerScanPreviewSchema, { customerId: 3, lang: 'ar' })).toEqual({
      customerId: 3,
      lang: 'ar',
    });
  });

  it('refuses another language, a text over its limit and a field that is no text of the page', () => {
    expect(firstIssue(ProductScanPreviewSchema, { productId: 1, lang: 'it' })).toEqual({
      path: 'lang',
      message: "The preview's language must be one of en, es, fr, de, hi, ar",
    });
    expect(
      firstIssue(CustomerScanPreviewSchema, {
        customerId: 1,
        lang: 'en',
        draft: { textForMicrosite: 'x'.repeat(101) },
      }),
    ).toEqual({ path: 'draft.textForMicrosite', message: 'Value must be less than 100' });
    expect(
      firstIssue(ProductScanPreviewSchema, {
        productId: 1,
        lang: 'en',
        draft: { productName: 'Renamed' },
      })?.message,
    ).toMatch(/^A product preview takes only its scan page texts/);
    expect(firstIssue(CustomerScanPreviewSchema, { lang: 'en' })?.path).toBe('customerId');
  });
});
