import { MonthPicker, type MonthPickerProps } from '../../components/MonthPicker/MonthPicker';
import { useShownError } from './use-shown-error';

export type FormMonthPickerProps = Omit<
  MonthPickerProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /**
   * A rule across fields broken now (an expiry month not after the mfg month, spec 002
   * section 5): shown at once, before the field is left, when the field has no error of its own.
   */
  standingError?: string;
};

/**
 * The MonthPicker primitive bound to the form field around it: the field holds YYYY-MM, or ''
 * while no whole month is chosen. Leaving the picker (not moving from its month to its year)
 * validates it, like every field.
 */
export function FormMonthPicker({ standingError, ...props }: FormMonthPickerProps) {
  const { field, error } = useShownError<string | undefined>();
  const message = error ?? standingError;
  return (
    <MonthPicker
      {...props}
      value={field.state.value || null}
      onChange={(month) => field.handleChange(month ?? '')}
      onBlur={field.handleBlur}
      isInvalid={message !== undefined}
      errorMessage={message}
    />
  );
}
