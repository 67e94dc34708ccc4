import { formatListDateTime, valueAtPath } from '@veritag/domain';

const isoDateTime = /^\d{4}-\d{2}-\d{2}T/;

/** A record's value as the page shows it: dates as the lists show them, flags as Yes or No, nothing as a dash. */
export function shownValue(record: unknown, name: string): string {
  const value = valueAtPath(record, name);
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && isoDateTime.test(value))
    return formatListDateTime(new Date(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
