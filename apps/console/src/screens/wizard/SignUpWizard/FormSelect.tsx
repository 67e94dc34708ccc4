import { Option, Select, useShownError } from '@veritag/ui';

export interface Choice {
  id: string;
  name: string;
}

/**
 * A Select bound to the form field around it (`form.AppField`). Its "blur" is the list
 * closing: opening the list moves the focus into it, and a check then would flag the field
 * while the user is still choosing.
 */
interface FormSelectProps {
  label: string;
  choices: readonly Choice[];
  placeholder: string;
  isRequired?: boolean;
}

export function FormSelect({ label, choices, placeholder, isRequired }: FormSelectProps) {
  const { field, error } = useShownError<string | undefined>();
  return (
    <Select
      label={label}
      items={choices}
      placeholder={placeholder}
      isRequired={isRequired}
      selectedKey={field.state.value || null}
      onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
      onOpenChange={(isOpen) => {
        if (!isOpen) field.handleBlur();
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
      validationBehavior="aria"
    >
      {(choice) => <Option id={choice.id}>{choice.name}</Option>}
    </Select>
  );
}
