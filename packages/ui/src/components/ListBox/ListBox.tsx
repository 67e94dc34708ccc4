import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  ListLayout,
  Virtualizer,
  type ListBoxItemProps,
  type ListBoxProps,
} from 'react-aria-components';
import * as styles from './ListBox.css';

/** Row height of every option: fixed, so the layout can place 10,000 rows without measuring them. */
export const optionRowHeight = 36;

export interface OptionListProps<T> extends Omit<ListBoxProps<T>, 'renderEmptyState'> {
  /** Shown when there is nothing to choose from (or nothing matches). */
  emptyMessage?: ReactNode;
}

/**
 * The options of Select, ComboBox and MultiSelect in a virtualized ListBox: only the rows in
 * view are in the DOM, so lists of 10,000 customers or products stay fast.
 */
export function OptionList<T extends object>({
  emptyMessage = 'No options',
  ...props
}: OptionListProps<T>) {
  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: optionRowHeight }}>
      <ListBox
        {...props}
        className={styles.listBox}
        data-slot="option-list"
        renderEmptyState={() => <div className={styles.emptyState}>{emptyMessage}</div>}
      />
    </Virtualizer>
  );
}

export type OptionProps = Omit<ListBoxItemProps, 'children'> & { children: string };

/** One choice; its text is also what type-ahead and ComboBox filtering match on. */
export function Option({ children, ...props }: OptionProps) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? children}
      className={styles.option}
      data-slot="option"
    >
      {({ isSelected }) => (
        <>
          <span className={styles.optionText}>{children}</span>
          {isSelected && <Check size={16} aria-hidden />}
        </>
      )}
    </ListBoxItem>
  );
}

export { styles as listBoxStyles };
