import type { ScanDashboard } from '@veritag/domain';
import * as styles from './ScanDashboard.css';

const countFormat = new Intl.NumberFormat('en');

/** The weekday frequency table (spec 000 section 2.6): Day and Frequency, in the server's order. */
export function WeekdayTable({ days }: { days: ScanDashboard['weekDayCountDTOList'] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Scans per weekday</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Frequency</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.day}</th>
            <td>{countFormat.format(day.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
