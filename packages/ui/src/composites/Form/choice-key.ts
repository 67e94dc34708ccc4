import type { Key } from 'react-aria-components';

/**
 * What a choice field holds (see `ChoiceHolds`): the chosen option's id, the option itself, or
 * a list of one id; '' or [] when nothing is chosen (the domain's "nothing chosen").
 */
export type ChoiceValue = Key | { id: Key } | readonly Key[] | '' | null | undefined;

/**
 * How a choice field holds its choice: `id` (the default), `option` (the chosen record, for a
 * form that reads more of it: a customer's workflow decides which product fields show), or
 * `list` (a list of one id, where the server takes a list: a producer's business partner).
 */
export type ChoiceHolds = 'id' | 'option' | 'list';

/** The id a held value names, whichever way it is held. */
const heldId = (value: ChoiceValue): Key | undefined => {
  if (Array.isArray(value)) return value[0];
  if (typeof value === 'object' && value !== null) return (value as { id: Key }).id;
  return value === null || value === '' ? undefined : (value as Key | undefined);
};

/** What the field holds once `item` is chosen (or nothing is). */
export const heldChoice = <T extends { id: Key }>(
  holds: ChoiceHolds,
  item: T | undefined,
): Key | T | Key[] | '' => {
  if (holds === 'list') return item ? [item.id] : [];
  if (holds === 'option') return item ?? '';
  return item?.id ?? '';
};

/**
 * The option a held value names. Compared as text: a record loaded from the server may hold
 * an id as '7' where the options say 7, and either must show the same option as chosen.
 */
export function chosenKey<T extends { id: Key }>(
  items: Iterable<T>,
  held: ChoiceValue,
): Key | null {
  const value = heldId(held);
  if (value === undefined || value === '') return null;
  for (const item of items) if (String(item.id) === String(value)) return item.id;
  return value;
}

export const itemOf = <T extends { id: Key }>(
  items: Iterable<T>,
  key: Key | null,
): T | undefined => {
  if (key === null) return undefined;
  for (const item of items) if (String(item.id) === String(key)) return item;
  return undefined;
};
