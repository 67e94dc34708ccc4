import { TextArea, type TextAreaProps } from '../../components/TextArea/TextArea';
import { useShownError } from './use-shown-error';

export type FormTextAreaProps = Omit<
  TextAreaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validate' | 'validationBehavior'
>;

/** The TextArea primitive bound to the form field around it (`form.AppField`). */
export function FormTextArea(props: FormTextAreaProps) {
  const { field, error } = useShownError<string | undefined>();
  return (
    <TextArea
      {...props}
      name={field.name}
      value={field.state.value ?? ''}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    />
  );
}
