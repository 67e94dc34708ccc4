import type { Key } from 'react-aria-components';
import { chosenKey, heldChoice, itemOf, type ChoiceHolds, type ChoiceValue } from './choice-key';
import { useShownError } from './use-shown-error';

/**
 * What FormSelect and FormComboBox bind on their primitive alike: the field's name, the
 * chosen option from the field's id, the choice written back (with what else it changes), the
 * blur that validates, and the error shown once the field is left.
 */
export function useChoiceBinding<T extends { id: Key }>(
  items: readonly T[],
  onChosen?: (item: T | undefined) => void,
  holds: ChoiceHolds = 'id',
) {
  const { field, error } = useShownError<ChoiceValue>();
  return {
    name: field.name,
    selectedKey: chosenKey(items, field.state.value),
    onSelectionChange: (key: Key | null) => {
      const item = itemOf(items, key);
      field.handleChange(heldChoice(holds, item));
      onChosen?.(item);
    },
    onBlur: field.handleBlur,
    isInvalid: error !== undefined,
    errorMessage: error,
    validationBehavior: 'aria' as const,
  };
}
