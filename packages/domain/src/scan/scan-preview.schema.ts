import * as v from 'valibot';
import { messages } from '../messages/messages';
import { IdSchema } from '../text/text.schema';
import {
  CustomerMessagesByLanguageSchema,
  customerMessageLimits,
  ProductMessagesByLanguageSchema,
  productMessageLimits,
} from './brand-messages.schema';
import { scanLanguages } from './scan-languages';

/**
 * A form's unsaved default text: trimmed, within the field's limit. Absent keeps the saved
 * text; '' is none (a form that cleared the field), as a save of that form would store.
 */
const draftText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, messages.maxLength(max))));

const PreviewLanguageSchema = v.picklist(
  scanLanguages,
  `The preview's language must be one of ${scanLanguages.join(', ')}`,
);

/**
 * The customer form's texts a preview lays over the saved customer (decision 0473): the
 * defaults, and `messagesByLanguage`, which, as on a save, replaces the saved ones whole.
 */
export const CustomerPreviewDraftSchema = v.strictObject(
  {
    messageOnScan: draftText(customerMessageLimits.messageOnScan),
    textForMicrosite: draftText(customerMessageLimits.textForMicrosite),
    messagesByLanguage: v.optional(CustomerMessagesByLanguageSchema),
  },
  'A customer preview takes only messageOnScan, textForMicrosite and messagesByLanguage',
);
export type CustomerPreviewDraft = v.InferOutput<typeof CustomerPreviewDraftSchema>;

/** The product form's texts a preview lays over the saved product (decision 0473). */
export const ProductPreviewDraftSchema = v.strictObject(
  {
    authenticationMsg: draftText(productMessageLimits.authenticationMsg),
    customTextPostScan: draftText(productMessageLimits.customTextPostScan),
    customTextOnIdentification: draftText(productMessageLimits.customTextOnIdentification),
    customTextForRegistration: draftText(productMessageLimits.customTextForRegistration),
    customTextOnLastPage: draftText(productMessageLimits.customTextOnLastPage),
    msgAfterScanExceded: draftText(productMessageLimits.msgAfterScanExceded),
    messagesByLanguage: v.optional(ProductMessagesByLanguageSchema),
  },
  `A product preview takes only its scan page texts (${Object.keys(productMessageLimits).join(', ')}) and messagesByLanguage`,
);
export type ProductPreviewDraft = v.InferOutput<typeof ProductPreviewDraftSchema>;

/**
 * The scan page of a saved customer, in one scan language, with the customer form's unsaved
 * texts; `productId`, one of the customer's products, to show with it (none when absent).
 */
export const CustomerScanPreviewSchema = v.strictObject(
  {
    customerId: IdSchema,
    productId: v.optional(IdSchema),
    lang: PreviewLanguageSchema,
    draft: v.optional(CustomerPreviewDraftSchema),
  },
  'A customer preview takes customerId, productId, lang and draft only',
);
export type CustomerScanPreview = v.InferOutput<typeof CustomerScanPreviewSchema>;

/** The scan page of a saved product (with its customer), in one scan language, with the product form's unsaved texts. */
export const ProductScanPreviewSchema = v.strictObject(
  {
    productId: IdSchema,
    lang: PreviewLanguageSchema,
    draft: v.optional(ProductPreviewDraftSchema),
  },
  'A product preview takes productId, lang and draft only',
);
export type ProductScanPreview = v.InferOutput<typeof ProductScanPreviewSchema>;
