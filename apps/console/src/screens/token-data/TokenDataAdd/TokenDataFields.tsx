import { Option } from '@veritag/ui';

/** A short list's values (Colour, Valid Upto, Zpack) as `field.Select` items, each held as its text. */
export const textChoices = (options: readonly (string | number)[]) =>
  options.map((option) => ({ id: String(option) }));

export const renderTextChoice = (choice: { id: string }) => (
  <Option id={choice.id}>{choice.id}</Option>
);
