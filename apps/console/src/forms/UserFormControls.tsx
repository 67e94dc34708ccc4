import type { Key } from 'react';
import { yearRanges } from '@veritag/domain';
import { ComboBox, DatePicker, MultiSelect, Option, parseDate, Select, useShownError, type DateValue } from '@veritag/ui';
import type { UserFormOption } from './UserForm.choices';

const dateOf = (text: string): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/**
 * Account expiry (spec 001 section 5): a date picker over 2010 to 2070 that offers no day
 * before today; the schema refuses a typed one too. Empty means the account does not expire.
 */
export function UserExpiryField({ today }: { today: string }) {
  const { field, error } = useShownError<string>();
  return (
    <DatePicker
      label="Account Expiry Date"
      yearRange={yearRanges.datePicker}
      minValue={dateOf(today) ?? undefined}
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

/** One choice from options, typed to filter (the company, or the single business partner). */
export function UserComboField({ label, options, isLoading, isRequired }: { label: string; options: readonly UserFormOption[]; isLoading: boolean; isRequired?: boolean }) {
  const { field, error } = useShownError<number | undefined | number[]>();
  const value = field.state.value;
  // The single business partner is held as a list of one, as the customers field always is.
  const many = Array.isArray(value);
  const chosen = many ? (value[0] ?? null) : (value ?? null);
  return (
    <ComboBox
      key={options.length}
      label={label}
      defaultItems={options}
      selectedKey={chosen}
      onSelectionChange={(key: Key | null) => {
        const id = key === null ? null : Number(key);
        field.handleChange(many ? (id === null ? [] : [id]) : (id ?? undefined));
      }}
      onBlur={field.handleBlur}
      isRequired={isRequired}
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(option) => <Option id={option.id}>{option.label}</Option>}
    </ComboBox>
  );
}

/** The authority dropdown of track-and-trace mode. */
export function UserAuthorityField({ options }: { options: readonly UserFormOption[] }) {
  const { field, error } = useShownError<string>();
  return (
    <Select
      label="Authority"
      placeholder="Choose an authority"
      items={options}
      selectedKey={field.state.value || null}
      onSelectionChange={(key) => {
        field.handleChange(key === null ? '' : String(key));
        field.handleBlur();
      }}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(option) => <Option id={option.id}>{option.label}</Option>}
    </Select>
  );
}

/** The user's customers, several as chips (outside track-and-trace mode). */
export function UserCustomersField({ options }: { options: readonly UserFormOption[] }) {
  const { field, error } = useShownError<number[]>();
  return (
    <MultiSelect
      label="Customers"
      items={options}
      selectedKeys={field.state.value}
      onSelectionChange={(keys) => field.handleChange(keys.map(Number))}
      onBlur={field.handleBlur}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
