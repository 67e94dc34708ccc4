import * as v from 'valibot';
import { productFlags, type ProductFlag } from '../product/product.constants';
import { ProductMessagesByLanguageSchema } from '../scan/brand-messages.schema';

const text = v.nullish(v.string());
const count = v.nullish(v.number());
const flags = Object.fromEntries(
  productFlags.map((flag) => [flag, v.optional(v.boolean(), false)]),
) as Record<ProductFlag, v.OptionalSchema<v.BooleanSchema<undefined>, false>>;

/**
 * A product as the server returns it (spec 002 section 3). Dates are YYYY-MM-DDTHH:mm:ss at
 * month precision; the image fields hold authenticated download paths.
 */
export const ProductSchema = v.object({
  id: v.number(),
  productName: v.string(),
  productSrNo: v.string(),
  productCode: v.string(),
  productDescription: v.string(),
  labelSize: v.string(),
  labelSpecification: v.string(),
  productLink: text,
  /** 14 digits, or none. */
  gtin: text,
  offerCode: text,
  /** The product form reads advanceWorkflow: the registration text shows only with it. */
  customer: v.object({
    id: v.number(),
    companyName: v.string(),
    advanceWorkflow: v.optional(v.boolean()),
  }),
  user: v.nullish(v.object({ id: v.number() })),
  authenticationMsg: text,
  fontName: text,
  fontSize: count,
  color: text,
  mfgDate: text,
  expiryDate: text,
  countOfScanning: count,
  customTextPostScan: text,
  customTextOnIdentification: text,
  customTextForRegistration: text,
  customTextOnLastPage: text,
  videoLinkOnLastPage: text,
  loyaltyPoints: count,
  offersPageLink: text,
  allowNumberOfScans: count,
  msgAfterScanExceded: text,
  warrantyLink: text,
  /** The shopper-facing messages in other scan languages (decision 0469); `{}` when none. */
  messagesByLanguage: v.optional(ProductMessagesByLanguageSchema, {}),
  staticQrLink: text,
  imageUrl: text,
  labelImageUrl: text,
  imageOnIdentification: text,
  imageOnOtp: text,
  imageOnRegistration: text,
  imageOnUploadInvoice: text,
  ...flags,
  createdDate: v.optional(v.string()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/**
 * A product in option lists, keyed by productCode (spec 002 section 3); the print data form
 * shows the chosen product's label size read-only (spec 001 section 5).
 */
export const ProductOptionSchema = v.object({
  id: v.number(),
  productCode: v.string(),
  productName: v.optional(v.string()),
  labelSize: v.nullish(v.string()),
});
export type ProductOption = v.InferOutput<typeof ProductOptionSchema>;
