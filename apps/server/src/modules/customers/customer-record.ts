import {
  customerVideoPath,
  emailPasswordMask,
  type CompanyType,
  type ContactPerson,
  type Customer,
  type CustomerForm,
} from '@veritag/domain';
import { customers } from './customers.table';

export type CustomerRow = typeof customers.$inferSelect;

/** What the email_config column holds: the settings without the password (sealed apart). */
interface StoredEmailConfig {
  emailServer: string;
  emailServerPort: number;
  senderEmail: string;
  helpDeskEmail: string;
  subjectForCustomerEmail: string;
  subjectForVendorEmail: string;
  emailMessageToCustomer: string;
  emailMessageToVendor: string;
}

const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);

/**
 * The columns a form sets, the same on add and edit (absent optional fields are cleared,
 * except the messages by language, which an absent field leaves as they are).
 */
export function columnsOfForm(form: CustomerForm) {
  const config = form.micrositeEnable ? form.emailConfig : undefined;
  const storedConfig: StoredEmailConfig | null = config
    ? {
        emailServer: config.emailServer,
        emailServerPort: config.emailServerPort,
        senderEmail: config.senderEmail,
        helpDeskEmail: config.helpDeskEmail,
        subjectForCustomerEmail: config.subjectForCustomerEmail,
        subjectForVendorEmail: config.subjectForVendorEmail,
        emailMessageToCustomer: config.emailMessageToCustomer,
        emailMessageToVendor: config.emailMessageToVendor,
      }
    : null;
  return {
    companyName: form.companyName,
    mobileNo: form.mobileNo ?? null,
    email: form.email ?? null,
    address: form.address ?? null,
    companyCode: form.companyCode,
    messageOnScan: form.messageOnScan ?? null,
    textForMicrosite: form.textForMicrosite ?? null,
    androidAppLink: form.androidAppLink ?? null,
    iosAppLink: form.iosAppLink ?? null,
    websiteLink: form.websiteLink ?? null,
    linkedinLink: form.linkedinLink ?? null,
    instragramLink: form.instragramLink ?? null,
    youtubeLink: form.youtubeLink ?? null,
    websiteLinkEnable: form.websiteLinkEnable,
    linkedinLinkEnable: form.linkedinLinkEnable,
    instargramLinkEnable: form.instargramLinkEnable,
    youtubeLinkEnable: form.youtubeLinkEnable,
    productContentUrlEnable: form.productContentUrlEnable,
    brochureUrlEnable: form.brochureUrlEnable,
    advanceWorkflow: form.advanceWorkflow,
    authenticateViaCode: form.authenticateViaCode,
    micrositeEnable: form.micrositeEnable,
    emailConfig: storedConfig,
    // Absent keeps what is stored on an edit, so a client that does not know them loses none (decision 0469).
    ...(form.messagesByLanguage === undefined
      ? {}
      : { messagesByLanguage: form.messagesByLanguage }),
  };
}

/**
 * A customer as the calls answer it: files as download links, the mail password as the
 * mask (never in clear), the video page's public URL for the edit screen's QR code.
 */
export function toCustomer(
  row: CustomerRow,
  contectPersons: ContactPerson[],
  publicBaseUrl: string,
): Customer {
  const config = row.emailConfig as StoredEmailConfig | null;
  const logo = fileUrl(row.logoFileId);
  return {
    id: row.id,
    companyType: row.companyType as CompanyType,
    companyName: row.companyName,
    mobileNo: row.mobileNo,
    email: row.email,
    address: row.address,
    companyCode: row.companyCode,
    messageOnScan: row.messageOnScan,
    textForMicrosite: row.textForMicrosite,
    messagesByLanguage: row.messagesByLanguage,
    androidAppLink: row.androidAppLink,
    iosAppLink: row.iosAppLink,
    websiteLink: row.websiteLink,
    linkedinLink: row.linkedinLink,
    instragramLink: row.instragramLink,
    youtubeLink: row.youtubeLink,
    websiteLinkEnable: row.websiteLinkEnable,
    linkedinLinkEnable: row.linkedinLinkEnable,
    instargramLinkEnable: row.instargramLinkEnable,
    youtubeLinkEnable: row.youtubeLinkEnable,
    productContentUrlEnable: row.productContentUrlEnable,
    brochureUrlEnable: row.brochureUrlEnable,
    advanceWorkflow: row.advanceWorkflow,
    authenticateViaCode: row.authenticateViaCode,
    micrositeEnable: row.micrositeEnable,
    imageUrl: logo,
    customerLogo: logo,
    companyLogo: null,
    productContentUrl: fileUrl(row.productContentFileId),
    brochureUrl: fileUrl(row.brochureFileId),
    contectPersons,
    emailConfig: config
      ? { ...config, twoFAPasswordForEmail: row.emailPasswordSealed ? emailPasswordMask : null }
      : null,
    createdDate: row.createdDate.toISOString(),
    videoPageUrl: `${publicBaseUrl}${customerVideoPath(row.publicId)}`,
  };
}
