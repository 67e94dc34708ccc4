import { ScanRangeSchema, type ScanRange } from '@veritag/domain';
import { Form, useVeritagForm } from '@veritag/ui';
import { ReportDateField } from '#app/kit/form/ReportFields';
import * as styles from './ScanDashboard.css';

/** Start and End with Filter; a start after the end shows the rule's message and loads nothing. */
export function ScanRangeForm({
  initial,
  today,
  onFilter,
}: {
  initial: ScanRange;
  today: string;
  onFilter: (range: ScanRange) => void;
}) {
  const form = useVeritagForm({
    schema: ScanRangeSchema,
    defaultValues: initial,
    // Empty fields are dropped before submit; the schema has made sure both are there.
    onSubmit: ({ startDate, endDate }) => {
      if (startDate && endDate) onFilter({ startDate, endDate });
    },
  });
  return (
    <Form form={form} aria-label="Scan range">
      <div className={styles.rangeRow}>
        <form.AppField name="startDate">
          {() => <ReportDateField label="Start" today={today} />}
        </form.AppField>
        <form.AppField name="endDate">
          {() => <ReportDateField label="End" today={today} />}
        </form.AppField>
        <div className={styles.filterButton}>
          <form.SubmitButton>Filter</form.SubmitButton>
        </div>
      </div>
    </Form>
  );
}
