import type { Key } from 'react-aria-components';
import { ComboBox, type ComboBoxProps } from '../../components/ComboBox/ComboBox';
import type { ChoiceHolds } from './choice-key';
import { defaultChoiceOption } from './choice-option';
import { useChoiceBinding } from './use-choice-binding';

/** The props a form binds on a choice control; callers may not set them themselves. */
export type BoundChoiceProps =
  | 'name'
  | 'items'
  | 'defaultItems'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onSelectionChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
  | 'validationBehavior';

export type FormComboBoxProps<T extends { id: Key }> = Omit<
  ComboBoxProps<T>,
  BoundChoiceProps | 'children'
> & {
  /** How an option shows; by default its `name` (else `label`, else id). */
  children?: ComboBoxProps<T>['children'];
  /** The options; the field holds the chosen one's id ('' when none). */
  items: readonly T[];
  /** After the field takes a choice: what else it changes (a customer's products reload). */
  onChosen?: (item: T | undefined) => void;
  /** How the field holds the choice: the id (default), the option itself, or a list of one id. */
  holds?: ChoiceHolds;
};

/**
 * The ComboBox primitive bound to the form field around it (`form.AppField`): type to filter
 * (the spec's customer and product lists hold up to 10,000 records). Leaving it validates it.
 */
export function FormComboBox<T extends { id: Key }>({
  items,
  onChosen,
  holds,
  isLoading,
  isDisabled,
  children = defaultChoiceOption,
  ...props
}: FormComboBoxProps<T>) {
  const binding = useChoiceBinding(items, onChosen, holds);
  return (
    <ComboBox<T>
      {...props}
      // Remounted once the options arrive, so a chosen record's name fills the input; until
      // then it takes no typing, which the remount would throw away.
      key={isLoading ? 'loading' : 'ready'}
      defaultItems={items}
      {...binding}
      isDisabled={isDisabled || isLoading}
      isLoading={isLoading}
    >
      {children}
    </ComboBox>
  );
}
