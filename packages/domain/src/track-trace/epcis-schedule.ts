/**
 * The EPCIS QuerySchedule (EPCIS 2.0 section 8.2.5.3) read as a set of matching times, in UTC
 * (decision 0464). Each field is a value, a list, a range `[1-5]` (the standard's form; `1-5`
 * is read alike), `*`, or a step `*\/15`, `0-30/5`. A time matches when every field does.
 * Fields below the largest one given default to their least value, as cron and the standard's
 * examples have it: `{hour: '1', minute: '5'}` runs at 01:05:00, not every second of that
 * minute; an omitted date field is any day.
 */

export const scheduleFields = [
  'second',
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
] as const;
export type ScheduleField = (typeof scheduleFields)[number];
export type ScheduleText = Partial<Record<ScheduleField, string | undefined>>;

const bounds: Record<ScheduleField, { least: number; most: number; unit: string }> = {
  second: { least: 0, most: 59, unit: 'a second (0 to 59)' },
  minute: { least: 0, most: 59, unit: 'a minute (0 to 59)' },
  hour: { least: 0, most: 23, unit: 'an hour (0 to 23)' },
  dayOfMonth: { least: 1, most: 31, unit: 'a day of the month (1 to 31)' },
  month: { least: 1, most: 12, unit: 'a month (1 to 12)' },
  dayOfWeek: { least: 1, most: 7, unit: 'a day of the week (1 Monday to 7 Sunday)' },
};

const element = /^(\*|(\d+)|\[?(\d+)-(\d+)\]?)(?:\/(\d+))?$/;

/** The values one field allows, or why it is refused (the field's name is the caller's to add). */
export function scheduleFieldValues(
  field: ScheduleField,
  text: string,
): { values: number[] } | { refusal: string } {
  const { least, most, unit } = bounds[field];
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const parts = element.exec(part.trim());
    if (!parts)
      return {
        refusal: `"${text}" is not a value, list or range such as 5, 1,15 or [1-5]`,
      };
    const [, whole, single, low, high, step] = parts;
    const from = whole === '*' ? least : Number(single ?? low);
    const to = whole === '*' ? most : single !== undefined ? from : Number(high);
    for (const value of [from, to])
      if (value < least || value > most) return { refusal: `${value} is not ${unit}` };
    if (from > to) return { refusal: `the range ${from}-${to} runs backwards` };
    const every = step === undefined ? 1 : Number(step);
    if (every < 1) return { refusal: 'a step is at least 1' };
    for (let value = from; value <= to; value += every) allowed.add(value);
  }
  return { values: [...allowed].sort((a, b) => a - b) };
}

type Sets = Record<ScheduleField, ReadonlySet<number>>;

const range = (field: ScheduleField) => {
  const { least, most } = bounds[field];
  return new Set(Array.from({ length: most - least + 1 }, (_, i) => least + i));
};

/** Every field's allowed values, or the first refusal. */
function setsOf(schedule: ScheduleText): Sets | string {
  const given = scheduleFields.filter((field) => schedule[field] !== undefined);
  if (given.length === 0) return `give it at least one of ${scheduleFields.join(', ')}`;
  const largest = Math.max(...given.map((field) => scheduleFields.indexOf(field)));
  const sets = {} as Record<ScheduleField, Set<number>>;
  for (const [index, field] of scheduleFields.entries()) {
    const text = schedule[field];
    if (text === undefined) {
      // Below the largest field given: its least value (decision 0464); above it: any.
      sets[field] = index < largest && index < 3 ? new Set([bounds[field].least]) : range(field);
      continue;
    }
    const read = scheduleFieldValues(field, text);
    if ('refusal' in read) return `${field}: ${read.refusal}`;
    sets[field] = new Set(read.values);
  }
  return sets;
}

const dayMs = 86_400_000;
/** 28 years: the calendar repeats, so a schedule with no match by then never has one. */
const searchDays = 28 * 366;

const isoWeekday = (day: Date) => ((day.getUTCDay() + 6) % 7) + 1;
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The first time of day (in seconds) at or after `from` the sets allow, if any. */
function firstTimeOfDay(sets: Sets, from: number): number | undefined {
  for (const hour of [...sets.hour].sort((a, b) => a - b))
    for (const minute of [...sets.minute].sort((a, b) => a - b))
      for (const second of [...sets.second].sort((a, b) => a - b)) {
        const at = hour * 3600 + minute * 60 + second;
        if (at >= from) return at;
      }
  return undefined;
}

/**
 * The first whole second strictly after `after` that the schedule matches, in UTC; undefined
 * when it never does (a 30 February). Throws the refusal when the schedule is not valid.
 */
export function nextScheduleMatch(schedule: ScheduleText, after: Date): Date | undefined {
  const sets = setsOf(schedule);
  if (typeof sets === 'string') throw new Error(sets);
  const start = Math.floor(after.getTime() / 1000) * 1000 + 1000;
  const firstDay = Math.floor(start / dayMs) * dayMs;
  for (let offset = 0; offset <= searchDays; offset += 1) {
    const day = new Date(firstDay + offset * dayMs);
    if (
      !sets.month.has(day.getUTCMonth() + 1) ||
      !sets.dayOfMonth.has(day.getUTCDate()) ||
      !sets.dayOfWeek.has(isoWeekday(day))
    )
      continue;
    const at = firstTimeOfDay(sets, offset === 0 ? (start - firstDay) / 1000 : 0);
    if (at !== undefined) return new Date(day.getTime() + at * 1000);
  }
  return undefined;
}

/** Why the schedule is refused: a field written wrongly, none given, or no time ever matching. */
export function scheduleRefusal(schedule: ScheduleText): string | undefined {
  const sets = setsOf(schedule);
  if (typeof sets === 'string') return sets;
  // A day of the month no month allowed has (31 in April, 30 February) never comes.
  const someDay = [...sets.month].some((month) =>
    [...sets.dayOfMonth].some((day) => day <= daysInMonth(2024, month - 1)),
  );
  if (!someDay) return 'it never matches: no month it allows has that day';
  return undefined;
}
