import * as v from 'valibot';
import { ContactPersonsSchema } from '../contact-person/contact-person.schema';
import { optionalDigits, optionalFlag, mobileLimits } from '../fields/fields.schema';
import { isEmptyValue, issueAt } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { IdSchema, optionalText, requiredText } from '../text/text.schema';
import { EmailConfigSchema } from './email-config.schema';
import { CustomerMessagesByLanguageSchema } from '../scan/brand-messages.schema';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';

/** Company type strings (spec 000 section 9). */
export const companyTypes = ['Customer', 'Business Partner'] as const;
export type CompanyType = (typeof companyTypes)[number];

/** Track and trace mode turns the customer screens into business-partner screens. */
export const companyTypeOf = (trackAndTrace: boolean): CompanyType =>
  trackAndTrace ? 'Business Partner' : 'Customer';

/** Link fields have no rules (spec 000 section 5). */
const link = v.optional(v.string());

/** The switches of the customer form; all off when absent. */
export const customerFlags = [
  'websiteLinkEnable',
  'linkedinLinkEnable',
  'instargramLinkEnable',
  'youtubeLinkEnable',
  'productContentUrlEnable',
  'brochureUrlEnable',
  'advanceWorkflow',
  'authenticateViaCode',
  'micrositeEnable',
] as const;

const CustomerFieldsSchema = v.object({
  id: v.optional(IdSchema),
  companyType: v.optional(v.picklist(companyTypes, messages.chooseOption), 'Customer'),
  companyName: requiredText(100),
  mobileNo: optionalDigits(mobileLimits),
  email: optionalText(200),
  address: optionalText(100),
  companyCode: requiredText(100),
  messageOnScan: optionalText(100),
  textForMicrosite: optionalText(100),
  androidAppLink: link,
  iosAppLink: link,
  websiteLink: link,
  linkedinLink: link,
  instragramLink: link,
  youtubeLink: link,
  websiteLinkEnable: optionalFlag(),
  linkedinLinkEnable: optionalFlag(),
  instargramLinkEnable: optionalFlag(),
  youtubeLinkEnable: optionalFlag(),
  productContentUrlEnable: optionalFlag(),
  brochureUrlEnable: optionalFlag(),
  advanceWorkflow: optionalFlag(),
  authenticateViaCode: optionalFlag(),
  micrositeEnable: optionalFlag(),
  contectPersons: ContactPersonsSchema,
  emailConfig: v.optional(EmailConfigSchema),
  /** messageOnScan and textForMicrosite in other scan languages; absent on an edit keeps the stored ones (decision 0469). */
  messagesByLanguage: v.optional(CustomerMessagesByLanguageSchema),
});

const micrositeOn = (input: Record<string, unknown>): boolean =>
  input.micrositeEnable === true || input.micrositeEnable === 'true';

/**
 * Spec 000 section 4: with the microsite switch off the email config is dropped from the
 * data sent, so it is dropped before validation and a half-filled hidden tab cannot block save.
 */
/** An email config whose every value is blank (the untouched tab) is no email config at all. */
const isUntouched = (config: unknown): boolean =>
  typeof config === 'object' &&
  config !== null &&
  Object.values(config).every((value) =>
    Array.isArray(value) ? value.every(isEmptyValue) : isEmptyValue(value),
  );

const dropEmailConfigUnlessMicrosite = (
  input: Record<string, unknown>,
): Record<string, unknown> => {
  if (micrositeOn(input) && !isUntouched(input.emailConfig)) return input;
  const rest = { ...input };
  delete rest.emailConfig;
  return rest;
};

/**
 * The customer or business-partner form and its multipart payload (spec 000 sections 3-5):
 * messageOnScan is required for customers only; with the microsite on, saving without
 * email settings fails with the spec's message.
 */
export const CustomerFormSchema = v.pipe(
  v.looseObject({}),
  v.transform(dropEmailConfigUnlessMicrosite),
  CustomerFieldsSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown>;
    if (input.companyType !== 'Business Partner' && isEmptyValue(input.messageOnScan)) {
      issueAt(addIssue, input, 'messageOnScan', messages.required);
    }
    if (micrositeOn(input) && input.emailConfig === undefined) {
      issueAt(addIssue, input, 'emailConfig', messages.micrositeNeedsEmail);
    }
  }),
);
export type CustomerForm = v.InferOutput<typeof CustomerFormSchema>;

/** Upload Products for a customer (spec 000 section 2.8): one spreadsheet of its products. */
export const UploadProductsFormSchema = v.object({ file: chosenFile(fileRules.customerProducts) });
