import type { Key, ReactNode } from 'react';
import { customerCalls } from '@veritag/api';
import { yearRanges } from '@veritag/domain';
import { ComboBox, DatePicker, FormPendingStatus, FormSubmitButton, Option, parseDate, useShownError, type DateValue } from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';
import { fieldGrid } from './field-grid.css';
import * as styles from './ReportFields.css';

/* The fields the report forms share (spec 002 section 5): one copy for every report screen. */

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

/**
 * A choice of a record by name (the customer, the product). Optional unless `isRequired`
 * (the Invalid Scan report's customer): clearing an optional one reports report-wide again.
 */
export function NamedChoiceField({ label, choices, isLoading, isDisabled, isRequired, description, onChosen }: {
  label: string;
  choices: readonly NamedChoice[];
  isLoading?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
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
      isRequired={isRequired}
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </ComboBox>
  );
}

const loadCustomerChoices = () =>
  api.call(customerCalls.byType, { query: { type: 'Customer' } }).then((options) => options.map((customer): NamedChoice => ({ id: customer.id, name: customer.companyName })));

const noChoices: NamedChoice[] = [];

/**
 * A report's Customer: every customer the caller works for, by name. The list loads silently:
 * a user without it still asks for the report of every customer. The chosen name goes into
 * the form's `customerName` too, as the report calls send it beside the id; `onChosen` is for
 * what else a choice changes (the F-Codes report clears its product).
 */
export function ReportCustomerField({ isRequired, onChosen }: { isRequired?: boolean; onChosen?: (customer: NamedChoice | undefined) => void }) {
  const { state } = useLoad(loadCustomerChoices, { silent: true });
  const { field } = useShownError<number | string | undefined>();
  return (
    <NamedChoiceField
      label="Customer"
      isRequired={isRequired}
      choices={state.status === 'ready' ? state.data : noChoices}
      isLoading={state.status === 'loading'}
      onChosen={(customer) => {
        field.form.setFieldValue('customerName', customer?.name ?? '');
        onChosen?.(customer);
      }}
    />
  );
}

/** The report form's fields side by side, as many to a row as fit. */
export const ReportFieldGrid = ({ children }: { children: ReactNode }) => <div className={fieldGrid}>{children}</div>;

/** Download, and while the report is written (it can take a while) a line saying so. */
export function ReportDownload() {
  return (
    <div className={styles.buttons}>
      <FormSubmitButton>Download</FormSubmitButton>
      <FormPendingStatus>The report is being written: it downloads when it is ready</FormPendingStatus>
    </div>
  );
}
