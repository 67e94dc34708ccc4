import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { useBoundText, type BoundTextProps } from './use-shown-error';

export type FormTextFieldProps = Omit<TextFieldProps, BoundTextProps>;

/** The TextField primitive bound to the form field around it (`form.AppField`). */
export function FormTextField(props: FormTextFieldProps) {
  return <TextField {...props} {...useBoundText()} />;
}
