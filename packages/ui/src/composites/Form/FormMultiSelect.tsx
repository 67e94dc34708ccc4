import type { Key } from 'react-aria-components';
import { MultiSelect, type MultiSelectProps } from '../../components/MultiSelect/MultiSelect';
import { useShownError } from './use-shown-error';

export type FormMultiSelectProps = Omit<
  MultiSelectProps,
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
>;

/**
 * The MultiSelect primitive bound to a list of ids of the form (a user's customers): the
 * field holds the chosen options' ids, of the options' own type (7 stays a number). Leaving
 * it validates it, like every other field.
 */
export function FormMultiSelect({ items = [], ...props }: FormMultiSelectProps) {
  const { field, error } = useShownError<readonly Key[] | undefined>();
  // The chips give back keys as react-aria holds them; each is mapped to its option's own id.
  const idOf = (key: Key) => items.find((item) => String(item.id) === String(key))?.id ?? key;
  return (
    <MultiSelect
      {...props}
      items={items}
      selectedKeys={field.state.value ?? []}
      onSelectionChange={(keys) => field.handleChange(keys.map(idOf))}
      onBlur={field.handleBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
