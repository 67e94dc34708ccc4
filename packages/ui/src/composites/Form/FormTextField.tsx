import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { useShownError } from './use-shown-error';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validate' | 'validationBehavior'
>;

/** The TextField primitive bound to the form field around it (`form.AppField`). */
export function FormTextField(props: FormTextFieldProps) {
  const { field, error } = useShownError<string | undefined>();
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      // The domain schema validates; the browser's own messages would say something else.
      validationBehavior="aria"
    />
  );
}
