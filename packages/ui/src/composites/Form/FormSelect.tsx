import type { Key } from 'react-aria-components';
import { Select, type SelectProps } from '../../components/Select/Select';
import type { BoundChoiceProps } from './FormComboBox';
import type { ChoiceHolds } from './choice-key';
import { defaultChoiceOption } from './choice-option';
import { useChoiceBinding } from './use-choice-binding';

export type FormSelectProps<T extends { id: Key }> = Omit<
  SelectProps<T>,
  BoundChoiceProps | 'children'
> & {
  /** How an option shows; by default its `name` (else `label`, else id). */
  children?: SelectProps<T>['children'];
  /** The options; the field holds the chosen one's id ('' when none). */
  items: readonly T[];
  onChosen?: (item: T | undefined) => void;
  /** How the field holds the choice: the id (default), the option itself, or a list of one id. */
  holds?: ChoiceHolds;
};

/**
 * The Select primitive bound to the form field around it (`form.AppField`), for short fixed
 * lists. Leaving the trigger validates it (react-aria ignores the blur into its own list).
 */
export function FormSelect<T extends { id: Key }>({
  items,
  onChosen,
  holds,
  children = defaultChoiceOption,
  ...props
}: FormSelectProps<T>) {
  return (
    <Select<T> {...props} items={items} {...useChoiceBinding(items, onChosen, holds)}>
      {children}
    </Select>
  );
}
