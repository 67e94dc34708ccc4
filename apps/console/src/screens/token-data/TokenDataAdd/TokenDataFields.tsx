import { yearRanges } from '@veritag/domain';
import { DatePicker, Option, parseDate, Select, useShownError, type DateValue } from '@veritag/ui';

const dateOf = (text: string | undefined): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/** PO Date (spec 002 section 5): a date picker over 2010 to 2070, the years of its minimum rule; optional. */
export function PoDateField() {
  const { field, error } = useShownError<string>();
  return (
    <DatePicker
      label="PO Date"
      yearRange={yearRanges.datePicker}
      value={dateOf(field.state.value)}
      onChange={(next) => {
        field.handleChange(next ? next.toString() : '');
        field.handleBlur();
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export interface ChoiceFieldProps {
  label: string;
  placeholder: string;
  options: readonly (string | number)[];
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Called with the chosen value after the field takes it (a colour loads its pack sizes). */
  onChosen?: (value: string) => void;
}

/**
 * One value from a short list (Colour, Valid Upto, Zpack), bound to the form field around
 * it; choosing counts as leaving the field, so it is checked at once.
 */
export function ChoiceField({ label, placeholder, options, isRequired, isDisabled, onChosen }: ChoiceFieldProps) {
  const { field, error } = useShownError<string | number>();
  const value = field.state.value;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      items={options.map((option) => ({ id: String(option) }))}
      selectedKey={value === '' || value === undefined ? null : String(value)}
      onSelectionChange={(key) => {
        const chosen = key === null ? '' : String(key);
        field.handleChange(chosen);
        field.handleBlur();
        onChosen?.(chosen);
      }}
      onBlur={field.handleBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(option) => <Option id={option.id}>{option.id}</Option>}
    </Select>
  );
}
