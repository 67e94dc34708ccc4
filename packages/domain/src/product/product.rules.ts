import { isEmptyValue } from '../fields/form-checks';
import { messages } from '../messages/messages';
import { isAdminRole, type Role } from '../session/roles';
import type { ConditionalProductField, ProductFlag, ProductImageField } from './product.constants';

export type ProductSwitches = Partial<Record<ProductFlag, boolean>>;

export interface ProductVisibility {
  /** Conditional fields shown for these switches and this customer. */
  readonly fields: ReadonlySet<ConditionalProductField>;
  readonly images: ReadonlySet<ProductImageField>;
  /** The expiry switch is offered once an mfg date exists. */
  readonly expirySwitch: boolean;
}

/**
 * Spec 002 section 4. `customer` is the selected customer: the registration label shows
 * only when it has advanceWorkflow. `hasMfgDate` tells whether an mfg month is chosen.
 */
export function visibleProductFields(
  switches: ProductSwitches,
  customer: { readonly advanceWorkflow?: boolean | null } | undefined,
  hasMfgDate: boolean,
): ProductVisibility {
  const fields = new Set<ConditionalProductField>();
  const images = new Set<ProductImageField>(['productImage', 'labelImageUrl']);
  if (switches.showMfgDate) fields.add('mfgDate');
  const expirySwitch = hasMfgDate;
  if (expirySwitch && switches.showExpiryDate) fields.add('expiryDate');
  if (switches.authenticationActivated && switches.captureUserData) {
    for (const field of [
      'countOfScanning',
      'customTextPostScan',
      'customTextOnIdentification',
      'customTextOnLastPage',
      'videoLinkOnLastPage',
    ] as const) {
      fields.add(field);
    }
    if (customer?.advanceWorkflow) fields.add('customTextForRegistration');
    for (const image of [
      'imageOnIdentification',
      'imageOnOtp',
      'imageOnRegistration',
      'imageOnUploadInvoice',
    ] as const)
      images.add(image);
  }
  if (switches.enableLoyaltyPoints) fields.add('loyaltyPoints');
  if (switches.showOffers) fields.add('offersPageLink');
  if (switches.checkCountOfScan) {
    fields.add('allowNumberOfScans');
    fields.add('msgAfterScanExceded');
  }
  if (switches.enableWarranty) fields.add('warrantyLink');
  return { fields, images, expirySwitch };
}

/** Month texts (YYYY-MM, or longer ISO forms) compared at month precision. */
const monthOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}/.test(value) ? value.slice(0, 7) : undefined;

/** True when both months are set and the expiry is not after the mfg month. */
export function expiryNotAfterMfg(values: { mfgDate?: unknown; expiryDate?: unknown }): boolean {
  const [mfg, expiry] = [monthOf(values.mfgDate), monthOf(values.expiryDate)];
  return mfg !== undefined && expiry !== undefined && expiry <= mfg;
}

/** Spec 002 section 4: Save is disabled while the expiry month is not after the mfg month. */
export const productSaveEnabled = (values: { mfgDate?: unknown; expiryDate?: unknown }): boolean =>
  !expiryNotAfterMfg(values);

/** The extra messages shown on Save (spec 002 sections 5 and 8). */
export function productSaveMessages(values: {
  productCode?: unknown;
  mfgDate?: unknown;
  expiryDate?: unknown;
}): string[] {
  const found: string[] = [];
  if (isEmptyValue(values.productCode)) found.push(messages.productCodeRequired);
  if (expiryNotAfterMfg(values)) found.push(messages.expiryNotAfterMfg);
  return found;
}

/** Spec 002 section 6: an admin's product save sends the customer id; a limited user's does not. */
export const productSaveSendsCustomer = (role: Role): boolean => isAdminRole(role);

/**
 * The public page a product's static QR code opens (spec 000 section 2.10): PUBLIC_BASE_URL
 * plus this path. It names the product by id, so a printed code outlives text changes.
 */
export const productStaticQrPath = (productId: number): string => `/p/${productId}`;
