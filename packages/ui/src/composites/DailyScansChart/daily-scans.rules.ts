/** One bar: the scans of a day (`YYYY-MM-DD`), as `dashboard/report/product-scan-details` sends them. */
export interface DailyCount {
  date: string;
  count: number;
}

const dayMs = 86_400_000;
// Fixed English names: the console is in English, and tests read the same on every machine.
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The day at midnight UTC, the way the domain's weekdayColor reads a date. */
export const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Every day from the first to the last, a day the server left out counting 0: a missing
 * bar would otherwise close the gap and make two distant days look adjacent.
 */
export function everyDay(counts: readonly DailyCount[]): DailyCount[] {
  const sorted = [...counts].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(sorted.map((c) => [c.date, c.count]));
  const days: DailyCount[] = [];
  for (
    let time = utcDay(first.date).getTime();
    time <= utcDay(last.date).getTime();
    time += dayMs
  ) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({ date, count: byDate.get(date) ?? 0 });
  }
  return days;
}

/**
 * At most `maxCount` labels, evenly spaced and starting at the first: a year of days
 * cannot show 365 dates under the bars.
 */
export function sparseTicks<T>(values: readonly T[], maxCount: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / Math.max(1, maxCount)));
  return values.filter((_, i) => i % step === 0);
}

/** Whole numbers only: half a scan is not a count. */
export const countTicks = (ticks: readonly number[]) => ticks.filter(Number.isInteger);

/** "5 Mar" under a bar. */
export const shortDateLabel = (date: string) => {
  const day = utcDay(date);
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
};

/** "Thu 5 Mar 2026" in the table read by screen readers. */
export const longDateLabel = (date: string) => {
  const day = utcDay(date);
  return `${weekdays[day.getUTCDay()]} ${shortDateLabel(date)} ${day.getUTCFullYear()}`;
};

export const weekdayNames = weekdays;
