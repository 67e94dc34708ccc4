import { CalendarDate, type DateValue } from '@internationalized/date';
import { yearRanges, type YearRange } from '@veritag/domain';
import { Calendar as CalendarIcon } from 'lucide-react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import {
  FieldHelp,
  FieldLabel,
  fieldStyles,
  linkedDescription,
  type FieldTexts,
} from '../Field/Field';
import { CalendarPanel } from './CalendarPanel';
import * as styles from './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends AriaDatePickerProps<T>, FieldTexts {
  /** Years offered; the spec's pickers run from 2010 to 2070. */
  yearRange?: YearRange;
}

const yearsOf = ({ from, to }: YearRange) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * react-aria-components' DatePicker: typed segments or a calendar. `maxValue` (e.g. today for the
 * report forms) and `minValue` narrow the year range further; days outside cannot be picked.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  yearRange = yearRanges.datePicker,
  minValue,
  maxValue,
  className,
  ...props
}: DatePickerProps<T>) {
  const lastDay = new CalendarDate(yearRange.to, 12, 31);
  const firstDay = new CalendarDate(yearRange.from, 1, 1);
  const upper = maxValue && maxValue.compare(lastDay) < 0 ? maxValue : lastDay;
  const lower = minValue && minValue.compare(firstDay) > 0 ? minValue : firstDay;
  const years = yearsOf({ from: lower.year, to: upper.year });
  return (
    <AriaDatePicker
      {...props}
      {...linkedDescription(description)}
      minValue={lower}
      maxValue={upper}
      data-slot="date-picker"
      className={composeRenderProps(className, (extra) =>
        [fieldStyles.field, extra].filter(Boolean).join(' '),
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.control}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={fieldStyles.innerButton} data-slot="trigger">
          <CalendarIcon size={18} aria-hidden />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} data-slot="popover">
        <Dialog className={styles.dialog}>
          <CalendarPanel years={years} />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
