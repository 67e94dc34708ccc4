import * as v from 'valibot';
import { ContactPersonSchema } from '../contact-person/contact-person.schema';
import { companyTypes } from './customer.schema';
import { CustomerMessagesByLanguageSchema } from '../scan/brand-messages.schema';

const text = v.nullish(v.string());
const flag = v.optional(v.boolean(), false);

/** A customer or business partner as the server returns it (spec 000 section 3). */
export const CustomerSchema = v.object({
  id: v.number(),
  companyName: v.string(),
  mobileNo: text,
  email: text,
  address: text,
  companyCode: v.string(),
  messageOnScan: text,
  textForMicrosite: text,
  /** The two messages in other scan languages (decision 0469); `{}` when none. */
  messagesByLanguage: v.optional(CustomerMessagesByLanguageSchema, {}),
  androidAppLink: text,
  iosAppLink: text,
  websiteLink: text,
  linkedinLink: text,
  instragramLink: text,
  youtubeLink: text,
  websiteLinkEnable: flag,
  linkedinLinkEnable: flag,
  instargramLinkEnable: flag,
  youtubeLinkEnable: flag,
  productContentUrlEnable: flag,
  brochureUrlEnable: flag,
  advanceWorkflow: flag,
  authenticateViaCode: flag,
  micrositeEnable: flag,
  companyType: v.picklist(companyTypes),
  imageUrl: text,
  customerLogo: text,
  companyLogo: text,
  productContentUrl: text,
  brochureUrl: text,
  contectPersons: v.optional(v.array(ContactPersonSchema), []),
  emailConfig: v.nullish(
    v.object({
      emailServer: v.string(),
      emailServerPort: v.number(),
      senderEmail: v.string(),
      /** Never sent back in clear: the server answers with a mask or nothing. */
      twoFAPasswordForEmail: text,
      helpDeskEmail: v.string(),
      subjectForCustomerEmail: v.string(),
      subjectForVendorEmail: v.string(),
      emailMessageToCustomer: v.string(),
      emailMessageToVendor: v.string(),
    }),
  ),
  createdDate: v.optional(v.string()),
  /** The public page the edit screen's QR code points at (PUBLIC_BASE_URL + customerVideoPath). */
  videoPageUrl: v.optional(v.string()),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** In option lists a customer is identified by id, companyName and companyCode. */
export const CustomerOptionSchema = v.object({
  id: v.number(),
  companyName: v.string(),
  companyCode: v.nullish(v.string()),
  /** The product form reads it: the registration label shows only with advance workflow. */
  advanceWorkflow: v.optional(v.boolean()),
  /** The print data form reads it: a microsite client's print data starts from the microsite defaults. */
  micrositeEnable: v.optional(v.boolean()),
});
export type CustomerOption = v.InferOutput<typeof CustomerOptionSchema>;
