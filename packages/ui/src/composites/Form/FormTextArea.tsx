import { TextArea, type TextAreaProps } from '../../components/TextArea/TextArea';
import { useBoundText, type BoundTextProps } from './use-shown-error';

export type FormTextAreaProps = Omit<TextAreaProps, BoundTextProps>;

/** The TextArea primitive bound to the form field around it (`form.AppField`). */
export function FormTextArea(props: FormTextAreaProps) {
  return <TextArea {...props} {...useBoundText()} />;
}
