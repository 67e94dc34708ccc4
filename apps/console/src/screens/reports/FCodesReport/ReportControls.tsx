import { useMemo, type Key } from 'react';
import { productCalls } from '@veritag/api';
import { yearRanges, type ProductOption } from '@veritag/domain';
import { ComboBox, DatePicker, Option, parseDate, Select, useShownError, type DateValue } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

const dateOf = (text: string | undefined): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/**
 * A report date (spec 002 section 5): typed or picked, 2010 to 2070, no day after today (the
 * picker offers none; the schema refuses a typed one), held as YYYY-MM-DD.
 */
export function ReportDateField({ label, today }: { label: string; today: string }) {
  const { field, error } = useShownError<string>();
  return (
    <DatePicker
      label={label}
      yearRange={yearRanges.report}
      maxValue={dateOf(today) ?? undefined}
      value={dateOf(field.state.value)}
      onChange={(next) => {
        field.handleChange(next ? next.toString() : '');
        field.handleBlur();
      }}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}

export interface NamedChoice {
  id: number;
  name: string;
}

/** An optional choice of a record by name (the customer, the product): clearing it reports report-wide again. */
export function NamedChoiceField({ label, choices, isLoading, isDisabled, description, onChosen }: {
  label: string;
  choices: readonly NamedChoice[];
  isLoading?: boolean;
  isDisabled?: boolean;
  description?: string;
  onChosen: (choice: NamedChoice | undefined) => void;
}) {
  const { field, error } = useShownError<number | string | undefined>();
  const value = field.state.value;
  return (
    <ComboBox
      key={isLoading ? 'loading' : 'ready'}
      label={label}
      description={description}
      defaultItems={choices}
      selectedKey={value === undefined || value === '' ? null : Number(value)}
      onSelectionChange={(key: Key | null) => {
        const chosen = key === null ? undefined : choices.find((choice) => choice.id === Number(key));
        field.handleChange(chosen?.id ?? '');
        onChosen(chosen);
      }}
      onBlur={field.handleBlur}
      isDisabled={isDisabled || isLoading}
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </ComboBox>
  );
}

/** The customer's products (`products/{customerId}/customer`); mounted again for each customer. */
export function ProductChoiceField({ customerId, byProduct, onChosen }: {
  customerId: number | undefined;
  /** False for a report that no product narrows (the template report): the field is then off. */
  byProduct: boolean;
  onChosen: (choice: NamedChoice | undefined) => void;
}) {
  const { state } = useLoad(
    (): Promise<ProductOption[]> => (customerId === undefined ? Promise.resolve([]) : api.call(productCalls.ofCustomer, { params: { customerId } })),
    { silent: true },
  );
  const products = state.status === 'ready' ? state.data : noProducts;
  const choices = useMemo(() => products.map((product) => ({ id: product.id, name: product.productCode })), [products]);
  return (
    <NamedChoiceField
      label="Product"
      description={
        !byProduct ? 'The template report is not narrowed by product' : customerId === undefined ? 'Choose a customer to narrow to one of its products' : undefined
      }
      choices={choices}
      isLoading={customerId !== undefined && state.status === 'loading'}
      isDisabled={customerId === undefined || !byProduct}
      onChosen={onChosen}
    />
  );
}

/** Report Type: the types whose call the user may make. */
export function ReportTypeField({ choices }: { choices: readonly { value: string; label: string }[] }) {
  const { field, error } = useShownError<string | undefined>();
  return (
    <Select
      label="Report Type"
      placeholder="Choose a report type"
      items={choices.map((choice) => ({ id: choice.value, name: choice.label }))}
      selectedKey={field.state.value || null}
      onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
      onOpenChange={(isOpen) => {
        if (!isOpen) field.handleBlur();
      }}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </Select>
  );
}

const noProducts: ProductOption[] = [];
