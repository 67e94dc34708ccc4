import type { Key } from 'react-aria-components';
import { Option } from '../../components/ListBox/ListBox';

/** What an option shows when the field gives no renderer: its `name`, else its `label`, else its id. */
const shownName = (item: { id: Key; name?: unknown; label?: unknown }): string =>
  typeof item.name === 'string'
    ? item.name
    : typeof item.label === 'string'
      ? item.label
      : String(item.id);

/**
 * The option a choice field draws for an item by default, so the common `{ id, name }` lists
 * need no renderer of their own; a field that shows something else passes its own children.
 */
export const defaultChoiceOption = <T extends { id: Key }>(item: T) => (
  <Option id={item.id}>{shownName(item)}</Option>
);
