import { ChevronDown } from 'lucide-react';
import { useContext, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Popover,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  linkedDescription,
  type FieldTexts,
} from '../Field/Field';
import { OptionList, listBoxStyles } from '../ListBox/ListBox';
import { Spinner } from '../Spinner/Spinner';
import { containsIgnoringCase } from './contains-filter';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, FieldTexts {
  placeholder?: string;
  /** `Option` elements, or a function from an item to its `Option`. */
  children: ReactNode | ((item: T) => ReactElement);
  /** Shown in the open list when nothing matches the typed text. */
  emptyMessage?: ReactNode;
  /** While options load: a spinner in the field, and the list says so. */
  isLoading?: boolean;
}

/** react-aria-components' ComboBox: type to filter a virtualized list of options. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyMessage = 'No matches',
  isLoading = false,
  allowsEmptyCollection = true,
  defaultFilter = containsIgnoringCase,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      {...props}
      {...linkedDescription(description)}
      // Open even when nothing matches, so the list can say so instead of silently not opening.
      allowsEmptyCollection={allowsEmptyCollection}
      defaultFilter={defaultFilter}
      data-slot="combo-box"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control} aria-busy={isLoading || undefined}>
        <ComboBoxInput placeholder={placeholder} />
        {isLoading && <Spinner size="sm" aria-label="Loading options" />}
        <Button className={fieldStyles.innerButton} data-slot="trigger">
          <ChevronDown size={18} aria-hidden />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listBoxStyles.popover} data-slot="popover">
        <OptionList emptyMessage={isLoading ? 'Loading…' : emptyMessage}>{children}</OptionList>
      </Popover>
    </AriaComboBox>
  );
}

/**
 * The typed text. A click on it opens the whole list, as a click on the chevron does: users
 * click where the value is, and react-aria opens the list only on typing or the button.
 */
function ComboBoxInput({ placeholder }: { placeholder?: string }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={fieldStyles.innerInput}
      placeholder={placeholder}
      data-slot="input"
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}
