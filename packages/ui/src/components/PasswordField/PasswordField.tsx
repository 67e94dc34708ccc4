import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import {
  Button,
  Group,
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

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'type'>, FieldTexts {
  placeholder?: string;
  /** Names of the toggle for assistive technology; override to translate. */
  showLabel?: string;
  hideLabel?: string;
}

/** A TextField for secrets with a show/hide toggle; the value is never shown until asked. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      {...linkedDescription(description)}
      type={visible ? 'text' : 'password'}
      data-slot="password-field"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group
        className={fieldStyles.control}
        isDisabled={props.isDisabled}
        isInvalid={props.isInvalid}
      >
        <Input className={fieldStyles.innerInput} placeholder={placeholder} data-slot="input" />
        <Button
          className={fieldStyles.innerButton}
          aria-label={visible ? hideLabel : showLabel}
          onPress={() => setVisible((shown) => !shown)}
          isDisabled={props.isDisabled}
          data-slot="toggle"
        >
          {visible ? <EyeOff size={18} /> : <Eye size={18} />}
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
