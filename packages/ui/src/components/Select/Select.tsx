import { ChevronDown } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  linkedDescription,
  type FieldTexts,
} from '../Field/Field';
import { OptionList, listBoxStyles } from '../ListBox/ListBox';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldTexts {
  /** The options; rendered through a virtualized list, so thousands are fine. */
  items?: Iterable<T>;
  /** `Option` elements, or a function from an item to its `Option`. */
  children: ReactNode | ((item: T) => ReactElement);
}

/** react-aria-components' Select: label, trigger, description and error, with a virtualized list. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      {...linkedDescription(description)}
      data-slot="select"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`} data-slot="trigger">
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listBoxStyles.popover} data-slot="popover">
        <OptionList items={items}>{children}</OptionList>
      </Popover>
    </AriaSelect>
  );
}
