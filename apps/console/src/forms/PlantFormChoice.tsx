import { FormComboBox } from '@veritag/ui';

export interface Choice {
  id: number;
  name: string;
}

interface FormChoiceProps {
  label: string;
  choices: readonly Choice[];
  isRequired?: boolean;
  isDisabled?: boolean;
  isLoading?: boolean;
  /** Says why a disabled choice is disabled, or what it depends on. */
  description?: string;
  /** Called with the chosen id after the field takes it (the plant's customer reloads products). */
  onChosen?: (id: number | undefined) => void;
}

/**
 * A choice of a record by name, bound to the reference field around it (`form.AppField`): the
 * kit's combo box (the spec's customer and product lists hold up to 10,000 records: typing
 * filters them); the field holds the chosen record's id, the domain's `requiredRef` judges it.
 */
export function FormChoice({
  label,
  choices,
  isRequired,
  isDisabled,
  isLoading,
  description,
  onChosen,
}: FormChoiceProps) {
  return (
    <FormComboBox
      label={label}
      items={choices}
      description={description}
      onChosen={(choice) => onChosen?.(choice?.id)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isLoading={isLoading}
    />
  );
}
