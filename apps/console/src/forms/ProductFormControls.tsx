import { colorToHex, fontNames, messages } from '@veritag/domain';
import { ComboBox, MonthPicker, Option, Select, TextField, useShownError } from '@veritag/ui';
import type { ProductCustomerChoice } from './product-form-values';
import * as styles from './ProductForm.css';

export interface CustomerOptionOfForm {
  id: number;
  companyName: string;
  advanceWorkflow?: boolean;
}

/**
 * The admin's customer dropdown (spec 002 section 6). The field keeps the chosen customer
 * with its advanceWorkflow, which decides whether the registration text shows.
 */
export function ProductCustomerChoiceField({ customers, isLoading }: { customers: readonly CustomerOptionOfForm[]; isLoading: boolean }) {
  const { field, error } = useShownError<ProductCustomerChoice | ''>();
  const chosen = field.state.value;
  return (
    <ComboBox
      key={customers.length}
      label="Customer"
      defaultItems={customers}
      selectedKey={chosen === '' ? null : chosen.id}
      onSelectionChange={(key) => {
        const customer = customers.find((option) => option.id === Number(key));
        field.handleChange(customer ? { id: customer.id, advanceWorkflow: customer.advanceWorkflow ?? false } : '');
      }}
      onBlur={field.handleBlur}
      isRequired
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(customer) => <Option id={customer.id}>{customer.companyName}</Option>}
    </ComboBox>
  );
}

/** Spec 002 section 4: a typed colour name becomes its hex value when the field is left. */
export function ProductColorField() {
  const { field, error } = useShownError<string>();
  const value = field.state.value;
  const hex = colorToHex(value);
  return (
    <div className={styles.color}>
      <TextField
        label="Color"
        description="A colour name (navy) or a hex value (#1e3a8a)"
        value={value}
        onChange={field.handleChange}
        onBlur={() => {
          if (hex) field.handleChange(hex);
          field.handleBlur();
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
        validationBehavior="aria"
      />
      <span className={styles.swatch} style={{ background: hex ?? 'transparent' }} data-slot="swatch" aria-hidden="true" />
    </div>
  );
}

/** The font names the label renderer has (spec 002 section 9). */
export function ProductFontField() {
  const { field } = useShownError<string>();
  return (
    <Select
      label="Font Name"
      placeholder="Choose a font"
      items={fontNames.map((name) => ({ id: name }))}
      selectedKey={field.state.value || null}
      onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
    >
      {(font) => <Option id={font.id}>{font.id}</Option>}
    </Select>
  );
}

/**
 * A month picker (YYYY-MM, 2010 to 2050). `refusal` is the expiry's rule, shown as soon as it
 * breaks (spec 002 section 5), not only after the field is left.
 */
export function ProductMonthField({ label, refusal }: { label: string; refusal?: boolean }) {
  const { field, error } = useShownError<string>();
  const message = error ?? (refusal ? messages.expiryNotAfterMfg : undefined);
  return (
    <MonthPicker
      label={label}
      value={field.state.value || null}
      onChange={(next) => {
        field.handleChange(next ?? '');
        field.handleBlur();
      }}
      isInvalid={message !== undefined}
      errorMessage={message}
    />
  );
}
