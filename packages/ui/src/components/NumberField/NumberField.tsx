import { ChevronDown, ChevronUp } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  linkedDescription,
  type FieldTexts,
} from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends AriaNumberFieldProps, FieldTexts {
  placeholder?: string;
  /** Most characters that can be typed: the spec's numbers allow at most 7. */
  maxChars?: number;
}

// Whole numbers without grouping, so "1234567" stays 7 characters and never reads "1,234,567".
const wholeNumber: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 };

/** react-aria-components' NumberField with the spec's defaults: minimum 1, at most 7 characters. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  maxChars = 7,
  minValue = 1,
  formatOptions = wholeNumber,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      {...linkedDescription(description)}
      minValue={minValue}
      formatOptions={formatOptions}
      data-slot="number-field"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        <Input
          className={fieldStyles.innerInput}
          placeholder={placeholder}
          maxLength={maxChars}
          data-slot="input"
        />
        <div className={styles.steppers}>
          <Button slot="increment" className={`${fieldStyles.innerButton} ${styles.stepper}`}>
            <ChevronUp size={14} />
          </Button>
          <Button slot="decrement" className={`${fieldStyles.innerButton} ${styles.stepper}`}>
            <ChevronDown size={14} />
          </Button>
        </div>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
