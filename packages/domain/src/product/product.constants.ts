/** Product form defaults (spec 002 section 3). */
export const productDefaults = {
  color: '#000000',
  authenticationMsg: 'Does this information match with your sample',
  customTextPostScan: 'Please enter your mobile no to authenticate the product',
} as const;

/** The product's switches (spec 002 section 3); all off when absent. */
export const productFlags = [
  'authenticationActivated',
  'captureUserData',
  'showProductImage',
  'userInvoiceUpload',
  'isColor',
  'checkCountOfScan',
  'showMfgDate',
  'showExpiryDate',
  'enableWarranty',
  'showOffers',
  'staticQr',
  'enableLoyaltyPoints',
] as const;
export type ProductFlag = (typeof productFlags)[number];

/** Fields shown only under some switches (spec 002 section 4). */
export const conditionalProductFields = [
  'mfgDate',
  'expiryDate',
  'countOfScanning',
  'customTextPostScan',
  'customTextOnIdentification',
  'customTextForRegistration',
  'customTextOnLastPage',
  'videoLinkOnLastPage',
  'loyaltyPoints',
  'offersPageLink',
  'allowNumberOfScans',
  'msgAfterScanExceded',
  'warrantyLink',
] as const;
export type ConditionalProductField = (typeof conditionalProductFields)[number];

/** Of those, the ones required while shown (spec 002 section 5): all but the two month pickers. */
export const requiredWhenShown = conditionalProductFields.filter(
  (field): field is Exclude<ConditionalProductField, 'mfgDate' | 'expiryDate'> =>
    field !== 'mfgDate' && field !== 'expiryDate',
);

/** Image uploads of the product, sent as 'file' parts named so (spec 002 section 7). */
export const productImageFields = [
  'productImage',
  'labelImageUrl',
  'imageOnIdentification',
  'imageOnOtp',
  'imageOnRegistration',
  'imageOnUploadInvoice',
] as const;
export type ProductImageField = (typeof productImageFields)[number];
