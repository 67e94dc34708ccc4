import {
  productDefaults,
  productFlags,
  productStaticQrPath,
  type Product,
  type ProductImageField,
  type ProductSave,
} from '@veritag/domain';
import { products } from './products.table';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

/** Who a product belongs to: its customer, and that customer's company kept beside it for the lists. */
export interface ProductOwner {
  companyId: number;
  customerId: number;
}

/** The customer as a product reply shows it. */
export interface ProductCustomer {
  id: number;
  companyName: string;
  advanceWorkflow: boolean;
}

/** Image column → the stored-file column of the table, one per image field of the form. */
export const productImageColumns = {
  productImage: 'productImage',
  labelImageUrl: 'labelImageUrl',
  imageOnIdentification: 'imageOnIdentification',
  imageOnOtp: 'imageOnOtp',
  imageOnRegistration: 'imageOnRegistration',
  imageOnUploadInvoice: 'imageOnUploadInvoice',
} as const satisfies Record<ProductImageField, keyof ProductRow>;

const orNull = <T>(value: T | undefined): T | null =>
  value === undefined || value === '' ? null : value;

/**
 * The row of a product made by hand or imported from a spreadsheet: every column but the
 * images, with the spec's defaults (spec 002 section 3). Hidden conditional fields were
 * dropped by the form schema and are stored as null, so a switch turned off forgets them.
 */
export function productRowOf(
  form: Omit<ProductSave, 'customer'>,
  owner: ProductOwner,
): Omit<ProductInsert, ProductImageField> {
  const flags = Object.fromEntries(
    productFlags.map((flag) => [flag, form[flag] === true]),
  ) as Record<(typeof productFlags)[number], boolean>;
  return {
    companyId: owner.companyId,
    customerId: owner.customerId,
    productName: form.productName,
    productSrNo: form.productSrNo,
    productCode: form.productCode,
    productDescription: form.productDescription,
    labelSize: form.labelSize,
    labelSpecification: form.labelSpecification,
    productLink: orNull(form.productLink),
    gtin: orNull(form.gtin),
    offerCode: orNull(form.offerCode),
    authenticationMsg: form.authenticationMsg || productDefaults.authenticationMsg,
    fontName: orNull(form.fontName),
    fontSize: orNull(form.fontSize),
    color: form.color || productDefaults.color,
    mfgDate: orNull(form.mfgDate),
    expiryDate: orNull(form.expiryDate),
    countOfScanning: orNull(form.countOfScanning),
    customTextPostScan: orNull(form.customTextPostScan),
    customTextOnIdentification: orNull(form.customTextOnIdentification),
    customTextForRegistration: orNull(form.customTextForRegistration),
    customTextOnLastPage: orNull(form.customTextOnLastPage),
    videoLinkOnLastPage: orNull(form.videoLinkOnLastPage),
    loyaltyPoints: orNull(form.loyaltyPoints),
    offersPageLink: orNull(form.offersPageLink),
    allowNumberOfScans: orNull(form.allowNumberOfScans),
    msgAfterScanExceded: orNull(form.msgAfterScanExceded),
    warrantyLink: orNull(form.warrantyLink),
    ...flags,
    // Absent keeps what is stored on an edit (an import or an older client sends none): decision 0469.
    ...(form.messagesByLanguage === undefined
      ? {}
      : { messagesByLanguage: form.messagesByLanguage }),
  };
}

/** A month column as the payload carries it: YYYY-MM-DDTHH:mm:ss. */
const monthText = (value: string | null): string | null =>
  value === null ? null : value.replace(' ', 'T').slice(0, 19);
const fileUrl = (fileId: string | null): string | null =>
  fileId === null ? null : `/api/files/${fileId}`;

/**
 * What a product's static QR encodes (spec 000 section 2.10): the product's public page on
 * the platform's public address, a stable URL naming the product, so a printed code keeps
 * working when the product's texts change.
 */
export const staticQrLinkOf = (id: number, publicBaseUrl: string): string =>
  `${publicBaseUrl.replace(/\/$/, '')}${productStaticQrPath(id)}`;

/** A product reply from its row and its customer; `publicBaseUrl` makes the static QR link absolute. */
export function productOf(row: ProductRow, customer: ProductCustomer, publicBaseUrl = ''): Product {
  const flags = Object.fromEntries(productFlags.map((flag) => [flag, row[flag]])) as Record<
    (typeof productFlags)[number],
    boolean
  >;
  return {
    id: row.id,
    productName: row.productName,
    productSrNo: row.productSrNo,
    productCode: row.productCode,
    productDescription: row.productDescription,
    labelSize: row.labelSize,
    labelSpecification: row.labelSpecification,
    productLink: row.productLink,
    gtin: row.gtin,
    offerCode: row.offerCode,
    customer: {
      id: customer.id,
      companyName: customer.companyName,
      advanceWorkflow: customer.advanceWorkflow,
    },
    user: null,
    authenticationMsg: row.authenticationMsg,
    fontName: row.fontName,
    fontSize: row.fontSize,
    color: row.color,
    mfgDate: monthText(row.mfgDate),
    expiryDate: monthText(row.expiryDate),
    countOfScanning: row.countOfScanning,
    customTextPostScan: row.customTextPostScan,
    customTextOnIdentification: row.customTextOnIdentification,
    customTextForRegistration: row.customTextForRegistration,
    customTextOnLastPage: row.customTextOnLastPage,
    videoLinkOnLastPage: row.videoLinkOnLastPage,
    loyaltyPoints: row.loyaltyPoints,
    offersPageLink: row.offersPageLink,
    allowNumberOfScans: row.allowNumberOfScans,
    msgAfterScanExceded: row.msgAfterScanExceded,
    warrantyLink: row.warrantyLink,
    messagesByLanguage: row.messagesByLanguage,
    staticQrLink: row.staticQr ? staticQrLinkOf(row.id, publicBaseUrl) : null,
    imageUrl: fileUrl(row.productImage),
    labelImageUrl: fileUrl(row.labelImageUrl),
    imageOnIdentification: fileUrl(row.imageOnIdentification),
    imageOnOtp: fileUrl(row.imageOnOtp),
    imageOnRegistration: fileUrl(row.imageOnRegistration),
    imageOnUploadInvoice: fileUrl(row.imageOnUploadInvoice),
    ...flags,
    createdDate: row.createdDate.toISOString(),
  };
}
