import { yearRanges } from '@veritag/domain';
import { DatePicker, parseDate, useShownError, type DateValue } from '@veritag/ui';

const dateOf = (text: string | undefined): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/**
 * A report date (spec 002 section 5): a picker over 2010 to 2070 whose latest selectable day
 * is today; sent as YYYY-MM-DD. Picking counts as leaving the field, so it is checked at once.
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
