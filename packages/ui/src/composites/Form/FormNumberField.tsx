import { NumberField, type NumberFieldProps } from '../../components/NumberField/NumberField';
import { useShownError } from './use-shown-error';

export type FormNumberFieldProps = Omit<
  NumberFieldProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
  | 'validationBehavior'
>;

/** Empty is NaN to react-aria and '' to the domain schema, which says 'This field is required'. */
const toControl = (value: number | string | undefined) =>
  typeof value === 'number'
    ? value
    : value === undefined || value.trim() === ''
      ? Number.NaN
      : Number(value);

/** The NumberField primitive bound to the form field around it; the domain schema judges the number. */
export function FormNumberField(props: FormNumberFieldProps) {
  const { field, error } = useShownError<number | string | undefined>();
  return (
    <NumberField
      {...props}
      name={field.name}
      value={toControl(field.state.value)}
      onChange={(value) => field.handleChange(Number.isNaN(value) ? '' : value)}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}
