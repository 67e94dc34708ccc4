import { parseDate, type DateValue } from '@internationalized/date';
import { DatePicker, type DatePickerProps } from '../../components/DatePicker/DatePicker';
import { useShownError } from './use-shown-error';

/** A YYYY-MM-DD text as the picker's value; anything else (empty, half typed) is no date. */
const dateOf = (text: string | undefined): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

export type FormDatePickerProps = Omit<
  DatePickerProps<DateValue>,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
  | 'validationBehavior'
  | 'minValue'
  | 'maxValue'
> & {
  /** The first day offered, YYYY-MM-DD (the schema refuses an earlier typed one too). */
  minDate?: string;
  /** The last day offered, YYYY-MM-DD (a report's today). */
  maxDate?: string;
};

/**
 * The DatePicker primitive bound to a date of the form, held as YYYY-MM-DD ('' when empty).
 * Leaving the field (not a move into its calendar) validates it, like every other field.
 */
export function FormDatePicker({ minDate, maxDate, ...props }: FormDatePickerProps) {
  const { field, error } = useShownError<string | undefined>();
  return (
    <DatePicker
      {...props}
      name={field.name}
      minValue={dateOf(minDate) ?? undefined}
      maxValue={dateOf(maxDate) ?? undefined}
      value={dateOf(field.state.value)}
      onChange={(next) => field.handleChange(next ? next.toString() : '')}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}
