import * as v from 'valibot';
import { yearRanges } from '../dates/year-ranges.constants';
import { HexColorSchema, optionalFlag, optionalNumber, requiredRef } from '../fields/fields.schema';
import { isEmptyValue, pathTo } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { optionalGtin } from '../gs1/gtin.rules';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';
import {
  conditionalProductFields,
  productDefaults,
  productFlags,
  requiredWhenShown,
  type ConditionalProductField,
  type ProductFlag,
} from './product.constants';
import { expiryNotAfterMfg, visibleProductFields } from './product.rules';
import { ProductMessagesByLanguageSchema } from '../scan/brand-messages.schema';

/**
 * A month at month precision: the picker gives YYYY-MM, the payload carries
 * YYYY-MM-DDTHH:mm:ss (spec 002 section 9). Both read; the output is the payload form.
 */
const productMonth = v.optional(
  v.pipe(
    v.string(messages.monthFormat),
    v.trim(),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2}(T\d{2}:\d{2}(:\d{2})?)?)?$/, messages.monthFormat),
    v.check(
      (text) => {
        const year = Number(text.slice(0, 4));
        return year >= yearRanges.productMonth.from && year <= yearRanges.productMonth.to;
      },
      messages.yearRange(yearRanges.productMonth.from, yearRanges.productMonth.to),
    ),
    v.transform((text) => `${text.slice(0, 7)}-01T00:00:00`),
  ),
);

/** Counts: required numbers while shown, at most 250 characters (spec 002 section 5). */
const count = optionalNumber({ maxChars: 250, min: 0 });
const text250 = optionalText(250);

const flagOn = (input: Record<string, unknown>, flag: ProductFlag): boolean =>
  input[flag] === true || input[flag] === 'true';
const switchesOf = (input: Record<string, unknown>) =>
  Object.fromEntries(productFlags.map((flag) => [flag, flagOn(input, flag)]));
const customerOf = (input: Record<string, unknown>) =>
  typeof input.customer === 'object' && input.customer !== null
    ? (input.customer as { advanceWorkflow?: boolean })
    : undefined;
const visibilityOf = (input: Record<string, unknown>) =>
  visibleProductFields(
    switchesOf(input),
    customerOf(input),
    flagOn(input, 'showMfgDate') && !isEmptyValue(input.mfgDate),
  );

/** Hidden fields are dropped: they neither block the save nor travel. */
const withoutHidden = (
  input: Record<string, unknown>,
  shown: ReadonlySet<string>,
): Record<string, unknown> => {
  const kept = { ...input };
  for (const field of conditionalProductFields) if (!shown.has(field)) delete kept[field];
  // A hidden field's texts in other languages go with it (decision 0469).
  const byLanguage = kept.messagesByLanguage;
  if (typeof byLanguage === 'object' && byLanguage !== null && !Array.isArray(byLanguage)) {
    const texts: Record<string, unknown> = { ...byLanguage };
    for (const field of conditionalProductFields) if (!shown.has(field)) delete texts[field];
    kept.messagesByLanguage = texts;
  }
  // A month picker left empty (or half chosen) is no month, not a wrong one.
  for (const field of ['mfgDate', 'expiryDate']) if (isEmptyValue(kept[field])) delete kept[field];
  return kept;
};

/**
 * A save that names its customer by id alone (the multipart form's customer.id) cannot tell
 * whether the registration text shows: it is kept, not required, and the server, which
 * looks the customer up, requires or drops it (`visibleProductFields` with that customer).
 */
const keptFields = (
  input: Record<string, unknown>,
  shown: ReadonlySet<ConditionalProductField>,
): ReadonlySet<string> =>
  typeof customerOf(input)?.advanceWorkflow !== 'boolean' &&
  flagOn(input, 'authenticationActivated') &&
  flagOn(input, 'captureUserData')
    ? new Set([...shown, 'customTextForRegistration'])
    : shown;

const productFieldsSchema = <C extends v.GenericSchema>(customer: C) =>
  v.object({
    id: v.optional(IdSchema),
    productName: requiredText(250),
    productSrNo: requiredText(25),
    productCode: requiredText(25),
    productDescription: requiredText(250),
    labelSize: requiredText(100),
    labelSpecification: requiredText(250),
    productLink: v.optional(v.string()),
    /** Optional; with it the product's codes print as GS1 Digital Links (decision 0240). */
    gtin: optionalGtin,
    offerCode: v.optional(v.string()),
    customer,
    authenticationMsg: v.optional(requiredText(250), productDefaults.authenticationMsg),
    fontName: v.optional(v.string()),
    fontSize: optionalNumber(),
    color: v.optional(HexColorSchema, productDefaults.color),
    mfgDate: productMonth,
    expiryDate: productMonth,
    countOfScanning: count,
    customTextPostScan: text250,
    customTextOnIdentification: text250,
    customTextForRegistration: text250,
    customTextOnLastPage: text250,
    videoLinkOnLastPage: text250,
    loyaltyPoints: count,
    offersPageLink: text250,
    allowNumberOfScans: count,
    msgAfterScanExceded: optionalText(2000),
    warrantyLink: optionalText(2000),
    /** The shopper-facing messages in other scan languages; absent on an edit keeps the stored ones (decision 0469). */
    messagesByLanguage: v.optional(ProductMessagesByLanguageSchema),
    ...(Object.fromEntries(productFlags.map((flag) => [flag, optionalFlag()])) as Record<
      ProductFlag,
      ReturnType<typeof optionalFlag>
    >),
  });

/**
 * The product form (spec 002 sections 3 to 5). `customer` may be the selected customer
 * object: its advanceWorkflow decides the registration label, so the server passes the
 * customer it looked up, not only the id. productName and productDescription have no
 * stated maximum; 250, the spec's largest text limit, bounds them; 2000 bounds the two
 * unbounded texts. Visibility is read from the raw input, before `customer` becomes an id,
 * which is why the fields are parsed inside one raw transform.
 */
const productFormSchema = <C extends v.GenericSchema>(customer: C) => {
  const fieldsSchema = productFieldsSchema(customer);
  return v.pipe(
    v.looseObject({}),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const shown = visibilityOf(input).fields;
      const result = v.safeParse(fieldsSchema, withoutHidden(input, keptFields(input, shown)));
      for (const issue of result.issues ?? [])
        addIssue({ message: issue.message, input: issue.input, path: issue.path });
      for (const field of requiredWhenShown) {
        if (shown.has(field) && isEmptyValue(input[field]))
          addIssue({ message: messages.required, input: input[field], path: pathTo(input, field) });
      }
      if (shown.has('expiryDate') && expiryNotAfterMfg(input)) {
        addIssue({
          message: messages.expiryNotAfterMfg,
          input: input.expiryDate,
          path: pathTo(input, 'expiryDate'),
        });
      }
      return result.success ? result.output : NEVER;
    }),
  );
};

/** The product form of an admin, who chooses the customer (spec 002 section 6). */
export const ProductFormSchema = productFormSchema(requiredRef());
export type ProductForm = v.InferOutput<typeof ProductFormSchema>;

/**
 * What a save may carry: an admin's with the customer, a limited user's without, since the
 * server decides that customer (spec 002 section 6); a blank one is none. The server
 * requires the customer of an admin's save itself, with the form's message.
 */
export const ProductSaveSchema = productFormSchema(
  v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        requiredRef(),
      ],
      messages.chooseOption,
    ),
  ),
);
export type ProductSave = v.InferOutput<typeof ProductSaveSchema>;
