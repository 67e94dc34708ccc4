import { monthNames, parseIsoMonth, yearRanges, type YearRange } from '@veritag/domain';
import { useId, useRef, useState, type FocusEvent } from 'react';
import { Group, type Key } from 'react-aria-components';
import { fieldStyles, type FieldTexts } from '../Field/Field';
import { Option } from '../ListBox/ListBox';
import { Select } from '../Select/Select';
import * as styles from './MonthPicker.css';

export interface MonthPickerProps extends Omit<FieldTexts, 'errorMessage'> {
  /** The month as the spec sends it, YYYY-MM; null when none is chosen. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Years offered; the product form's mfg and expiry months run from 2010 to 2050. */
  yearRange?: YearRange;
  /** Latest month that can be chosen (YYYY-MM); later months are disabled. */
  maxValue?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  /** The picker as a whole was left: not a move between its month and its year, nor into their lists. */
  onBlur?: () => void;
}

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * A month and a year, as two Selects in one labelled group: react-aria has no month picker, and
 * two lists are quicker by keyboard than a grid of months. The value is an ISO month, YYYY-MM.
 */
export function MonthPicker({
  value,
  defaultValue = null,
  onChange,
  onBlur,
  yearRange = yearRanges.productMonth,
  maxValue,
  ...props
}: MonthPickerProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = parseIsoMonth((value === undefined ? ownValue : value) ?? '');
  const [year, setYear] = useState<number | null>(current?.year ?? null);
  const [month, setMonth] = useState<number | null>(current?.month ?? null);
  const shownYear = current?.year ?? year;
  const shownMonth = current?.month ?? month;
  const max = maxValue ? parseIsoMonth(maxValue) : undefined;
  const lastYear = max ? Math.min(max.year, yearRange.to) : yearRange.to;
  const years = Array.from({ length: Math.max(0, lastYear - yearRange.from + 1) }, (_, index) => ({
    id: yearRange.from + index,
  }));
  const months = monthNames.map((name, index) => ({ id: index + 1, name }));
  const isAfterMax = (m: number) => max !== undefined && shownYear === max.year && m > max.month;

  const choose = (nextYear: number | null, chosenMonth: number | null) => {
    // A month that the new year makes too late is dropped rather than kept past the maximum.
    const nextMonth =
      max && nextYear === max.year && chosenMonth !== null && chosenMonth > max.month
        ? null
        : chosenMonth;
    setYear(nextYear);
    setMonth(nextMonth);
    const next = nextYear !== null && nextMonth !== null ? `${nextYear}-${pad(nextMonth)}` : null;
    setOwnValue(next);
    onChange?.(next);
  };
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const describedBy = [
    props.description ? helpId : null,
    props.isInvalid && props.errorMessage ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const shared = {
    isDisabled: props.isDisabled,
    isInvalid: props.isInvalid,
    isRequired: props.isRequired,
  };
  const asNumber = (key: Key | null) => (key === null ? null : Number(key));
  const group = useRef<HTMLDivElement>(null);
  // A Select reports no blur into its own list; a move to the other Select stays in the group.
  const leave = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && group.current?.contains(event.relatedTarget)))
      onBlur?.();
  };

  return (
    <div className={fieldStyles.field} data-slot="month-picker">
      <span id={labelId} className={fieldStyles.label}>
        {props.label}
      </span>
      <Group
        ref={group}
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        className={styles.selects}
        isDisabled={props.isDisabled}
        isInvalid={props.isInvalid}
      >
        <Select
          {...shared}
          aria-label="Month"
          placeholder="Month"
          items={months}
          selectedKey={shownMonth}
          disabledKeys={months.filter((m) => isAfterMax(m.id)).map((m) => m.id)}
          onSelectionChange={(key) => choose(shownYear, asNumber(key))}
          onBlur={leave}
        >
          {(item) => <Option id={item.id}>{item.name}</Option>}
        </Select>
        <Select
          {...shared}
          aria-label="Year"
          placeholder="Year"
          items={years}
          selectedKey={shownYear}
          onSelectionChange={(key) => choose(asNumber(key), shownMonth)}
          onBlur={leave}
        >
          {(item) => <Option id={item.id}>{String(item.id)}</Option>}
        </Select>
      </Group>
      {props.description && (
        <span id={helpId} className={fieldStyles.description} data-slot="description">
          {props.description}
        </span>
      )}
      {props.isInvalid && props.errorMessage && (
        <span id={errorId} className={fieldStyles.error} data-slot="error">
          {props.errorMessage}
        </span>
      )}
    </div>
  );
}
