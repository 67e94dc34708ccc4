import { datePartsOf, formatIsoDate, yearRanges } from '@veritag/domain';
import { DatePicker, parseDate, type DateValue } from '@veritag/ui';
import type { FieldProblems } from '#app/kit/dialog/dialog-fields';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

const dateOf = (text: string): DateValue | null => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/** From and To of the Download and Delete dialogs: typed or picked, no day after today, held as YYYY-MM-DD. */
export function RangeFields({ range, onChange, problems }: { range: DateRange; onChange: (range: DateRange) => void; problems: FieldProblems }) {
  const today = dateOf(formatIsoDate(datePartsOf(new Date()))) ?? undefined;
  const picker = (field: keyof DateRange, label: string) => (
    <DatePicker
      label={label}
      yearRange={yearRanges.report}
      maxValue={today}
      value={dateOf(range[field])}
      onChange={(next) => onChange({ ...range, [field]: next ? next.toString() : '' })}
      isRequired
      isInvalid={problems[field] !== undefined}
      errorMessage={problems[field]}
      validationBehavior="aria"
    />
  );
  return (
    <>
      {picker('fromDate', 'From')}
      {picker('toDate', 'To')}
    </>
  );
}
