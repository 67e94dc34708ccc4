import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTexts } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

/** One choice of the group: its value, its name, and an optional line saying what it means. */
export interface CheckboxOption {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'>, FieldTexts {
  options: readonly CheckboxOption[];
}

/**
 * react-aria-components' CheckboxGroup: several choices from a short fixed list shown all at
 * once (an API key's scopes, a webhook's events), each a Checkbox with its own line of
 * explanation. The group has the field's label, help and error, and is one form value (the
 * chosen ids), where a MultiSelect would hide the explanations in a popover.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  options,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field} data-slot="checkbox-group">
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.options} data-slot="checkbox-group-options">
        {options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.option}>
            <span className={styles.texts} data-slot="checkbox-group-texts">
              <span data-slot="checkbox-group-label">{option.label}</span>
              {option.description !== undefined && (
                <span className={styles.optionDescription} data-slot="checkbox-group-description">
                  {option.description}
                </span>
              )}
            </span>
          </Checkbox>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
