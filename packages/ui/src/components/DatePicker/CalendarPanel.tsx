import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  Heading,
  type DateValue,
} from 'react-aria-components';
import { fieldStyles } from '../Field/Field';
import * as styles from './CalendarPanel.css';

/** Jumps to a year of the picker's range, as the spec's pickers do, instead of paging month by month. */
function YearSelect({ years }: { years: readonly number[] }) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const year = state.focusedDate.year;
  return (
    <select
      aria-label="Year"
      className={styles.yearSelect}
      value={year}
      onChange={(event) =>
        state.setFocusedDate(state.focusedDate.set({ year: Number(event.target.value) }))
      }
    >
      {years.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

/** react-aria-components' Calendar with month paging, a year select and a grid of days. */
export function CalendarPanel({ years }: { years: readonly number[] }) {
  return (
    <Calendar<DateValue> className={styles.calendar} data-slot="calendar">
      <header className={styles.header}>
        <Button slot="previous" className={fieldStyles.innerButton}>
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <Heading className={styles.heading} />
        <YearSelect years={years} />
        <Button slot="next" className={fieldStyles.innerButton}>
          <ChevronRight size={18} aria-hidden />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </Calendar>
  );
}
