import {
  languageMessagesGrid,
  productMessageFields,
  type ProductMessageField,
  type ProductPreviewDraft,
} from '@veritag/domain';
import type { ProductFormValues } from './product-form-values';
import { visibilityOfValues } from './ProductFormConditional';

/**
 * What the preview lays over the saved product (decision 0473): its texts as typed, as a save
 * would send them: a text its switches hide is none, in every language, as a save drops it.
 */
export function productDraftOf(values: ProductFormValues): ProductPreviewDraft {
  const { fields } = visibilityOfValues(values);
  const shown = (field: ProductMessageField) => field === 'authenticationMsg' || fields.has(field);
  const text = (field: ProductMessageField) => (shown(field) ? values[field] : '');
  const grid = languageMessagesGrid(productMessageFields, values.messagesByLanguage);
  return {
    authenticationMsg: text('authenticationMsg'),
    customTextPostScan: text('customTextPostScan'),
    customTextOnIdentification: text('customTextOnIdentification'),
    customTextForRegistration: text('customTextForRegistration'),
    customTextOnLastPage: text('customTextOnLastPage'),
    msgAfterScanExceded: text('msgAfterScanExceded'),
    messagesByLanguage: Object.fromEntries(
      productMessageFields.filter(shown).map((field) => [field, grid[field]]),
    ),
  };
}
