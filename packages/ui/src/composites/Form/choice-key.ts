import type { Key } from 'react-aria-components';

/** What a choice field holds: the chosen option's id, or '' (the domain's "nothing chosen"). */
export type ChoiceValue = Key | '' | null | undefined;

/**
 * The option a held value names. Compared as text: a record loaded from the server may hold
 * an id as '7' where the options say 7, and either must show the same option as chosen.
 */
export function chosenKey<T extends { id: Key }>(items: Iterable<T>, value: ChoiceValue): Key | null {
  if (value === undefined || value === null || value === '') return null;
  for (const item of items) if (String(item.id) === String(value)) return item.id;
  return value;
}

export const itemOf = <T extends { id: Key }>(items: Iterable<T>, key: Key | null): T | undefined => {
  if (key === null) return undefined;
  for (const item of items) if (String(item.id) === String(key)) return item;
  return undefined;
};
