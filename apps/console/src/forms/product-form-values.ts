import {
  conditionalProductFields,
  languageMessagesGrid,
  productDefaults,
  productMessageFields,
  productFlags,
  ProductFormSchema,
  productImageFields,
  ProductSaveSchema,
  type Product,
  type ProductFlag,
  type ProductImageField,
  type ProductMessageField,
  type ScanLanguage,
} from '@veritag/domain';
import type { VeritagFormOf } from '@veritag/ui';

/** The chosen customer, kept whole: its advanceWorkflow decides the registration text. */
export interface ProductCustomerChoice {
  id: number;
  advanceWorkflow?: boolean;
}

type Text<K extends string> = Record<K, string>;
/**
 * The values the form edits. The domain schema takes loose multipart input, so its input
 * type names no fields; this is that input as the screen holds it, field by field.
 */
export type ProductFormValues = Text<
  | 'productName'
  | 'productSrNo'
  | 'productCode'
  | 'productDescription'
  | 'labelSize'
  | 'labelSpecification'
  | 'productLink'
  | 'gtin'
  | 'offerCode'
  | 'authenticationMsg'
  | 'fontName'
  | 'fontSize'
  | 'color'
  | (typeof conditionalProductFields)[number]
> &
  Record<ProductFlag, boolean> &
  Record<ProductImageField, File | null> & {
    customer: ProductCustomerChoice | '';
    /** Every message in every language, '' where none (decision 0469). */
    messagesByLanguage: Record<ProductMessageField, Record<ScanLanguage, string>>;
  };

/** An admin's form requires the customer; a limited user's has none, the server decides it. */
export const productFormSchemaOf = (choosesCustomer: boolean) =>
  choosesCustomer ? ProductFormSchema : ProductSaveSchema;
export type ProductFormApi = VeritagFormOf<ProductFormValues>;

/** The labels of the six uploads (spec 002 section 4: identification, OTP, registration, attachment). */
export const productImageLabels: Record<ProductImageField, string> = {
  productImage: 'Product Image',
  labelImageUrl: 'Label Image',
  imageOnIdentification: 'Image On Identification',
  imageOnOtp: 'Image On OTP',
  imageOnRegistration: 'Image On Registration',
  imageOnUploadInvoice: 'Image On Upload Invoice',
};

/** Where a saved product's stored image is: the reply names the product image `imageUrl`. */
export const storedImageOf = (
  product: Product,
  field: ProductImageField,
): string | null | undefined => (field === 'productImage' ? product.imageUrl : product[field]);

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
/** The payload's month (YYYY-MM-01T00:00:00) as the picker holds it, YYYY-MM. */
const month = (value: string | null | undefined) => (value ? value.slice(0, 7) : '');

/** A new product with the spec's defaults (spec 002 section 3), or the saved one. */
export function productFormValues(product?: Product): ProductFormValues {
  const flags = Object.fromEntries(
    productFlags.map((flag) => [flag, product?.[flag] ?? false]),
  ) as Record<ProductFlag, boolean>;
  const images = Object.fromEntries(productImageFields.map((field) => [field, null])) as Record<
    ProductImageField,
    null
  >;
  const conditional = Object.fromEntries(
    conditionalProductFields.map((field) => [field, text(product?.[field])]),
  ) as Text<(typeof conditionalProductFields)[number]>;
  return {
    ...conditional,
    productName: text(product?.productName),
    productSrNo: text(product?.productSrNo),
    productCode: text(product?.productCode),
    productDescription: text(product?.productDescription),
    labelSize: text(product?.labelSize),
    labelSpecification: text(product?.labelSpecification),
    productLink: text(product?.productLink),
    gtin: text(product?.gtin),
    offerCode: text(product?.offerCode),
    authenticationMsg: product?.authenticationMsg ?? productDefaults.authenticationMsg,
    fontName: text(product?.fontName),
    fontSize: text(product?.fontSize),
    color: product?.color ?? productDefaults.color,
    customTextPostScan: product
      ? text(product.customTextPostScan)
      : productDefaults.customTextPostScan,
    mfgDate: month(product?.mfgDate),
    expiryDate: month(product?.expiryDate),
    customer: product
      ? { id: product.customer.id, advanceWorkflow: product.customer.advanceWorkflow }
      : '',
    messagesByLanguage: languageMessagesGrid(productMessageFields, product?.messagesByLanguage),
    ...flags,
    ...images,
  };
}

/** An image sent as a part named `file` whose name's stem says which image it is (spec 002 section 7). */
export const imagePart = (field: ProductImageField, file: File): File => {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1] ?? 'png';
  return new File([file], `${field}.${extension}`, { type: file.type });
};
