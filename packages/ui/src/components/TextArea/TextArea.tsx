import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  linkedDescription,
  type FieldTexts,
} from '../Field/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends AriaTextFieldProps, FieldTexts {
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
}

/** A multi-line TextField: label, textarea, description and error together. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      {...linkedDescription(description)}
      data-slot="text-area"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        className={`${fieldStyles.control} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
        data-slot="textarea"
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
