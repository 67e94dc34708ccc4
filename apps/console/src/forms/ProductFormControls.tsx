import { colorToHex, fontNames } from '@veritag/domain';
import { Option } from '@veritag/ui';

export interface CustomerOptionOfForm {
  id: number;
  companyName: string;
  advanceWorkflow?: boolean;
}

/** A customer of the admin's dropdown (spec 002 section 6), by its name. */
export const renderCustomerOption = (customer: CustomerOptionOfForm) => (
  <Option id={customer.id}>{customer.companyName}</Option>
);

/** The font names the label renderer has (spec 002 section 9), as options. */
export const fontOptions = fontNames.map((name) => ({ id: name }));
export const renderFontOption = (font: { id: string }) => <Option id={font.id}>{font.id}</Option>;

/** Spec 002 section 4: a typed colour name becomes its hex value when the field is left. */
export const colorAsHex = (text: string) => colorToHex(text) ?? text;
