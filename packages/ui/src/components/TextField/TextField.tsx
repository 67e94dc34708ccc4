import {
  Input,
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

export interface TextFieldProps extends AriaTextFieldProps, FieldTexts {
  placeholder?: string;
}

/** react-aria-components' TextField with its label, input, description and error together. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      {...linkedDescription(description)}
      data-slot="text-field"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={fieldStyles.control} placeholder={placeholder} data-slot="input" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
