import * as v from 'valibot';
import { messages } from '../messages/messages';
import { scanLanguages, type ScanLanguage } from './scan-languages';

/** A brand's text in some of the scan languages; a language left out has none (decision 0469). */
export type LanguageMessages = Partial<Record<ScanLanguage, string>>;

const languagesMessage = `Messages can be given in these languages only: ${scanLanguages.join(', ')}`;
const fieldsMessage = (fields: readonly string[]) =>
  `Messages by language can be given for these fields only: ${fields.join(', ')}`;

/** Drops the blank entries of an object: a blank text, or a field left with no language, is none. */
const withoutBlanks = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, text]) =>
        text !== undefined &&
        text !== '' &&
        !(typeof text === 'object' && text !== null && Object.keys(text).length === 0),
    ),
  );

/** One text of a language: trimmed, within the default field's limit. */
const languageText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, messages.maxLength(max))));

/**
 * One message per scan language, each trimmed and within `max` characters, the default
 * field's limit; a blank one is none and is dropped. An unknown language is refused.
 */
export const languageMessagesSchema = (max: number) =>
  v.pipe(
    v.strictObject(
      Object.fromEntries(scanLanguages.map((language) => [language, languageText(max)])) as Record<
        ScanLanguage,
        ReturnType<typeof languageText>
      >,
      languagesMessage,
    ),
    v.transform((value) => withoutBlanks(value) as LanguageMessages),
  );

/**
 * The per-language texts of a record: each named field (with its default field's limit)
 * maps to its `languageMessagesSchema`. Fields given no language are dropped, so `{}` is
 * "no other languages".
 */
const messagesByLanguageSchema = <F extends string>(limits: Readonly<Record<F, number>>) => {
  const fields = Object.keys(limits) as F[];
  return v.pipe(
    v.strictObject(
      Object.fromEntries(
        fields.map((field) => [field, v.optional(languageMessagesSchema(limits[field]))]),
      ) as Record<F, v.OptionalSchema<ReturnType<typeof languageMessagesSchema>, undefined>>,
      fieldsMessage(fields),
    ),
    v.transform(
      (value) =>
        withoutBlanks(value as Record<string, unknown>) as Partial<Record<F, LanguageMessages>>,
    ),
  );
};

/** The customer's shopper-facing texts that may be given per language, with their limits. */
export const customerMessageLimits = { messageOnScan: 100, textForMicrosite: 100 } as const;
export type CustomerMessageField = keyof typeof customerMessageLimits;
export const customerMessageFields = Object.keys(customerMessageLimits) as CustomerMessageField[];

/** The product's shopper-facing texts that may be given per language, with their limits. */
export const productMessageLimits = {
  authenticationMsg: 250,
  customTextPostScan: 250,
  customTextOnIdentification: 250,
  customTextForRegistration: 250,
  customTextOnLastPage: 250,
  msgAfterScanExceded: 2000,
} as const;
export type ProductMessageField = keyof typeof productMessageLimits;
export const productMessageFields = Object.keys(productMessageLimits) as ProductMessageField[];

/** A customer's `messagesByLanguage`: `{ messageOnScan: { de: '…' } }`. */
export const CustomerMessagesByLanguageSchema = messagesByLanguageSchema(customerMessageLimits);
export type CustomerMessagesByLanguage = v.InferOutput<typeof CustomerMessagesByLanguageSchema>;

/** A product's `messagesByLanguage`: `{ authenticationMsg: { de: '…' } }`. */
export const ProductMessagesByLanguageSchema = messagesByLanguageSchema(productMessageLimits);
export type ProductMessagesByLanguage = v.InferOutput<typeof ProductMessagesByLanguageSchema>;
