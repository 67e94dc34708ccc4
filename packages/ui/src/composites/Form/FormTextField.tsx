import { TextField, type TextFieldProps } from '../../components/TextField/TextField';
import { useBoundText, type BoundTextProps } from './use-shown-error';

export type FormTextFieldProps = Omit<TextFieldProps, BoundTextProps> & {
  /** Rewrites the text as the field is left, before it is checked (a colour name to its hex value). */
  tidyOnBlur?: (text: string) => string;
};

/** The TextField primitive bound to the form field around it (`form.AppField`). */
export function FormTextField({ tidyOnBlur, ...props }: FormTextFieldProps) {
  return <TextField {...props} {...useBoundText(tidyOnBlur)} />;
}
