import * as v from 'valibot';
import { fileRules } from '../files/file-rules';
import { chosenFile } from '../files/file.rules';
import { requiredRef } from '../fields/fields.schema';
import { requiredText } from '../text/text.schema';

/**
 * Link QrCode (spec 002 sections 2 and 5): customer (shown to admins only), plant and
 * product required; one file of at most 1 MB. A non-admin's customer is their own.
 */
export const linkQrFormSchema = (customerShown: boolean) =>
  v.object({
    customer: customerShown ? requiredRef() : v.optional(requiredRef()),
    plant: requiredRef(),
    product: requiredRef(),
    file: chosenFile(fileRules.linkQrFile),
  });
export type LinkQrForm = v.InferOutput<ReturnType<typeof linkQrFormSchema>>;

export interface LinkQrSelection {
  customer?: number | undefined;
  plant?: number | undefined;
  product?: number | undefined;
}

/** Changing the customer clears plant and product (and the plants reload). */
export const onLinkQrCustomerChange = (
  selection: LinkQrSelection,
  customer: number | undefined,
): LinkQrSelection => ({
  ...selection,
  customer,
  plant: undefined,
  product: undefined,
});

/** Changing the plant clears the product (and the products reload). */
export const onLinkQrPlantChange = (
  selection: LinkQrSelection,
  plant: number | undefined,
): LinkQrSelection => ({
  ...selection,
  plant,
  product: undefined,
});

/** The /search form: QrCode required, at most 100; customer required. */
export const QrSearchFormSchema = v.object({
  qrCode: requiredText(100),
  customerId: requiredRef(),
});
export type QrSearchForm = v.InferOutput<typeof QrSearchFormSchema>;
