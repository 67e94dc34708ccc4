import type { ReactNode } from 'react';
import { customerCalls } from '@veritag/api';
import { yearRanges } from '@veritag/domain';
import {
  FormComboBox,
  FormDatePicker,
  FormPendingStatus,
  FormSubmitButton,
  useShownError,
} from '@veritag/ui';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';
import { fieldGrid } from './field-grid.css';
import * as styles from './ReportFields.css';

/* The fields the report forms share (spec 002 section 5): one copy for every report screen. */

/**
 * A report date (spec 002 section 5): typed or picked, 2010 to 2070, no day after today (the
 * picker offers none; the schema refuses a typed one), held as YYYY-MM-DD. The kit's date
 * field: left empty, it says so when it loses focus, not only on Download.
 */
export function ReportDateField({ label, today }: { label: string; today: string }) {
  return <FormDatePicker label={label} yearRange={yearRanges.report} maxDate={today} isRequired />;
}

export interface NamedChoice {
  id: number;
  name: string;
}

/**
 * A choice of a record by name (the customer, the product). Optional unless `isRequired`
 * (the Invalid Scan report's customer): clearing an optional one reports report-wide again.
 */
export function NamedChoiceField({
  label,
  choices,
  isLoading,
  isDisabled,
  isRequired,
  description,
  onChosen,
}: {
  label: string;
  choices: readonly NamedChoice[];
  isLoading?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  description?: string;
  onChosen: (choice: NamedChoice | undefined) => void;
}) {
  return (
    <FormComboBox
      label={label}
      description={description}
      items={choices}
      onChosen={onChosen}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isLoading={isLoading}
    />
  );
}

const loadCustomerChoices = () =>
  api
    .call(customerCalls.byType, { query: { type: 'Customer' } })
    .then((options) =>
      options.map((customer): NamedChoice => ({ id: customer.id, name: customer.companyName })),
    );

const noChoices: NamedChoice[] = [];

/**
 * A report's Customer: every customer the caller works for, by name. The list loads silently:
 * a user without it still asks for the report of every customer. The chosen name goes into
 * the form's `customerName` too, as the report calls send it beside the id; `onChosen` is for
 * what else a choice changes (the F-Codes report clears its product).
 */
export function ReportCustomerField({
  isRequired,
  onChosen,
}: {
  isRequired?: boolean;
  onChosen?: (customer: NamedChoice | undefined) => void;
}) {
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
export const ReportFieldGrid = ({ children }: { children: ReactNode }) => (
  <div className={fieldGrid}>{children}</div>
);

/** Download, and while the report is written (it can take a while) a line saying so. */
export function ReportDownload() {
  return (
    <div className={styles.buttons}>
      <FormSubmitButton>Download</FormSubmitButton>
      <FormPendingStatus>
        The report is being written: it downloads when it is ready
      </FormPendingStatus>
    </div>
  );
}
