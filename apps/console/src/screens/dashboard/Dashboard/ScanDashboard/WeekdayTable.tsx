import type { ScanDashboard } from '@veritag/domain';
import { DetailTable, type DetailColumn } from '#app/kit/list/DetailTable';
import * as styles from './ScanDashboard.css';

const countFormat = new Intl.NumberFormat('en');

type WeekdayCount = ScanDashboard['weekDayCountDTOList'][number];
const columns: DetailColumn<WeekdayCount>[] = [
  { header: 'Day', value: (day) => day.day, namesRow: true },
  { header: 'Frequency', value: (day) => countFormat.format(day.count), align: 'end' },
];

/** The weekday frequency table (spec 000 section 2.6): Day and Frequency, in the server's order. */
export function WeekdayTable({ days }: { days: ScanDashboard['weekDayCountDTOList'] }) {
  return (
    <DetailTable
      caption="Scans per weekday"
      columns={columns}
      rows={days}
      emptyMessage="No scans yet"
      className={styles.table}
    />
  );
}
