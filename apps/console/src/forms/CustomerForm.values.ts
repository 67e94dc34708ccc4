import {
  customerMessageFields,
  helpDeskEmailsOf,
  languageMessagesGrid,
  type CompanyType,
  type Customer,
  type CustomerMessageField,
  type customerFlags,
  type ScanLanguage,
} from '@veritag/domain';
import type { VeritagFormOf } from '@veritag/ui';

type Text<K extends string> = Record<K, string>;
/**
 * The values the form edits. The domain schema takes loose multipart input, so its input
 * type names no fields; this is that input as the screen holds it, field by field.
 */
export type CustomerFormValues = { companyType: CompanyType } & Text<
  | 'companyName'
  | 'mobileNo'
  | 'email'
  | 'address'
  | 'companyCode'
  | 'messageOnScan'
  | 'textForMicrosite'
  | 'androidAppLink'
  | 'iosAppLink'
  | 'websiteLink'
  | 'linkedinLink'
  | 'instragramLink'
  | 'youtubeLink'
> &
  Record<(typeof customerFlags)[number], boolean> & {
    contectPersons: {
      id?: number;
      name: string;
      designation: string;
      email: string;
      mobile: string;
    }[];
    emailConfig: Text<
      | 'emailServer'
      | 'emailServerPort'
      | 'senderEmail'
      | 'twoFAPasswordForEmail'
      | 'subjectForCustomerEmail'
      | 'subjectForVendorEmail'
      | 'emailMessageToCustomer'
      | 'emailMessageToVendor'
    > & { helpDeskEmailsList: string[] };
    /** Every message in every language, '' where none (decision 0469). */
    messagesByLanguage: Record<CustomerMessageField, Record<ScanLanguage, string>>;
    customerLogo: File | null;
    productContentUrl: File | null;
    brochureUrl: File | null;
  };
export type CustomerFormApi = VeritagFormOf<CustomerFormValues>;

const text = (value: string | null | undefined) => value ?? '';

/** An untouched email settings tab: every value blank, no help desk address added yet. */
const emptyEmailConfig: CustomerFormValues['emailConfig'] = {
  emailServer: '',
  emailServerPort: '',
  senderEmail: '',
  twoFAPasswordForEmail: '',
  helpDeskEmailsList: [],
  subjectForCustomerEmail: '',
  subjectForVendorEmail: '',
  emailMessageToCustomer: '',
  emailMessageToVendor: '',
};

/**
 * The form's starting values: a new record of the screen's type, or the saved one. The saved
 * mail password arrives as the mask, and sent back unchanged it keeps the stored password.
 */
export function customerFormValues(
  companyType: CompanyType,
  customer?: Customer,
): CustomerFormValues {
  const config = customer?.emailConfig;
  return {
    companyType: customer?.companyType ?? companyType,
    companyName: text(customer?.companyName),
    mobileNo: text(customer?.mobileNo),
    email: text(customer?.email),
    address: text(customer?.address),
    companyCode: text(customer?.companyCode),
    messageOnScan: text(customer?.messageOnScan),
    textForMicrosite: text(customer?.textForMicrosite),
    androidAppLink: text(customer?.androidAppLink),
    iosAppLink: text(customer?.iosAppLink),
    websiteLink: text(customer?.websiteLink),
    linkedinLink: text(customer?.linkedinLink),
    instragramLink: text(customer?.instragramLink),
    youtubeLink: text(customer?.youtubeLink),
    websiteLinkEnable: customer?.websiteLinkEnable ?? false,
    linkedinLinkEnable: customer?.linkedinLinkEnable ?? false,
    instargramLinkEnable: customer?.instargramLinkEnable ?? false,
    youtubeLinkEnable: customer?.youtubeLinkEnable ?? false,
    productContentUrlEnable: customer?.productContentUrlEnable ?? false,
    brochureUrlEnable: customer?.brochureUrlEnable ?? false,
    advanceWorkflow: customer?.advanceWorkflow ?? false,
    authenticateViaCode: customer?.authenticateViaCode ?? false,
    micrositeEnable: customer?.micrositeEnable ?? false,
    contectPersons: (customer?.contectPersons ?? []).map((person) => ({
      ...person,
      designation: text(person.designation),
      mobile: text(person.mobile),
    })),
    emailConfig: config
      ? {
          emailServer: config.emailServer,
          senderEmail: config.senderEmail,
          subjectForCustomerEmail: config.subjectForCustomerEmail,
          subjectForVendorEmail: config.subjectForVendorEmail,
          emailMessageToCustomer: config.emailMessageToCustomer,
          emailMessageToVendor: config.emailMessageToVendor,
          emailServerPort: String(config.emailServerPort),
          twoFAPasswordForEmail: text(config.twoFAPasswordForEmail),
          helpDeskEmailsList: helpDeskEmailsOf(config.helpDeskEmail),
        }
      : emptyEmailConfig,
    messagesByLanguage: languageMessagesGrid(customerMessageFields, customer?.messagesByLanguage),
    customerLogo: null,
    productContentUrl: null,
    brochureUrl: null,
  };
}
