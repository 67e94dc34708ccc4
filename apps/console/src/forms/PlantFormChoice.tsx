import { ComboBox, Option, useShownError } from '@veritag/ui';

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
  /** Called with the chosen id after the field takes it (the plant's customer reloads products). */
  onChosen?: (id: number | undefined) => void;
}

/**
 * A ComboBox bound to the reference field around it (`form.AppField`): the field holds the
 * chosen record's id, the domain's `requiredRef` judges it. A ComboBox because the spec's
 * customer and product dropdowns load up to 10,000 records: typing filters them. Used by the
 * plant and packaging forms.
 */
export function FormChoice({ label, choices, isRequired, isDisabled, isLoading, onChosen }: FormChoiceProps) {
  const { field, error } = useShownError<number | string | undefined>();
  const value = field.state.value;
  const selectedKey = value === undefined || value === '' ? null : Number(value);
  return (
    <ComboBox
      // Remounted once the options arrive, so a chosen record's name fills the input; until
      // then it takes no typing, which the remount would throw away.
      key={isLoading ? 'loading' : 'ready'}
      label={label}
      defaultItems={choices}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const id = key === null ? undefined : Number(key);
        field.handleChange(id ?? '');
        onChosen?.(id);
      }}
      onBlur={field.handleBlur}
      isRequired={isRequired}
      isDisabled={isDisabled || isLoading}
      isLoading={isLoading}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </ComboBox>
  );
}
