import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EpcisQueryScheduleSchema } from './epcis-queries.schema';
import { nextScheduleMatch, scheduleFieldValues, scheduleRefusal } from './epcis-schedule';

const at = (iso: string) => new Date(iso);
const next = (schedule: object, after: string) =>
  nextScheduleMatch(schedule, at(after))?.toISOString();

describe('the EPCIS QuerySchedule (decision 0464)', () => {
  it('reads values, lists, the standard ranges in brackets, cron ranges, * and steps', () => {
    expect(scheduleFieldValues('minute', '5')).toEqual({ values: [5] });
    expect(scheduleFieldValues('minute', '15,1,15')).toEqual({ values: [1, 15] });
    expect(scheduleFieldValues('dayOfWeek', '[1-5]')).toEqual({ values: [1, 2, 3, 4, 5] });
    expect(scheduleFieldValues('hour', '22-23,0')).toEqual({ values: [0, 22, 23] });
    expect(scheduleFieldValues('second', '*/20')).toEqual({ values: [0, 20, 40] });
    expect(scheduleFieldValues('minute', '[0-30]/10')).toEqual({ values: [0, 10, 20, 30] });
    expect(scheduleFieldValues('month', '*')).toEqual({
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
  });

  it('refuses a value out of its field, a backward range, a zero step, a word, and an empty schedule', () => {
    expect(scheduleFieldValues('hour', '24')).toEqual({
      refusal: '24 is not an hour (0 to 23)',
    });
    expect(scheduleFieldValues('dayOfWeek', '0')).toEqual({
      refusal: '0 is not a day of the week (1 Monday to 7 Sunday)',
    });
    expect(scheduleFieldValues('minute', '[30-10]')).toEqual({
      refusal: 'the range 30-10 runs backwards',
    });
    expect(scheduleFieldValues('second', '*/0')).toEqual({
      refusal: 'a step is at least 1',
    });
    expect(scheduleFieldValues('hour', 'one')).toMatchObject({
      refusal: expect.stringContaining('"one" is not a value, list or range'),
    });
    expect(scheduleRefusal({})).toBe(
      'give it at least one of second, minute, hour, dayOfMonth, month, dayOfWeek',
    );
    expect(scheduleRefusal({ dayOfMonth: '30,31', month: '2' })).toBe(
      'it never matches: no month it allows has that day',
    );
    expect(scheduleRefusal({ hour: '1', minute: '5' })).toBeUndefined();
  });

  it('validates with valibot, the first issue saying what is wrong', () => {
    const read = v.safeParse(EpcisQueryScheduleSchema, { hour: '25' });
    expect(read.success).toBe(false);
    expect(read.issues?.[0]?.message).toBe('25 is not an hour (0 to 23)');
    expect(scheduleRefusal({ hour: '1', minute: '60' })).toBe(
      'minute: 60 is not a minute (0 to 59)',
    );
    expect(v.safeParse(EpcisQueryScheduleSchema, { hour: '[1-3]', second: '0' }).success).toBe(
      true,
    );
    expect(v.safeParse(EpcisQueryScheduleSchema, { week: '1' }).success).toBe(false);
  });

  it('finds the next matching second strictly after a time, in UTC', () => {
    // Every second.
    expect(next({ second: '*' }, '2026-11-29T10:00:00.400Z')).toBe('2026-11-29T10:00:01.000Z');
    expect(next({ second: '*' }, '2026-11-29T10:00:01.000Z')).toBe('2026-11-29T10:00:02.000Z');
    // Fields below the largest given default to 0: 01:05:00 daily, not each second of 01:05.
    expect(next({ hour: '1', minute: '5' }, '2026-11-29T01:05:00.000Z')).toBe(
      '2026-11-30T01:05:00.000Z',
    );
    expect(next({ hour: '1', minute: '5' }, '2026-11-29T00:00:00.000Z')).toBe(
      '2026-11-29T01:05:00.000Z',
    );
    // Every 15 minutes on the quarter hour; across the end of a day and a year.
    expect(next({ minute: '*/15' }, '2026-12-31T23:50:00.000Z')).toBe('2027-01-01T00:00:00.000Z');
    // Above the largest field given, any: second 30 of every minute.
    expect(next({ second: '30' }, '2026-11-29T10:00:31.000Z')).toBe('2026-11-29T10:01:30.000Z');
  });

  it('matches dates: weekdays 1 Monday to 7 Sunday, day of month and month all holding', () => {
    // 2026-11-29 is a Sunday: the next Monday at 00:00:00.
    expect(next({ dayOfWeek: '1' }, '2026-11-29T12:00:00.000Z')).toBe('2026-11-30T00:00:00.000Z');
    expect(next({ dayOfWeek: '[6-7]', hour: '8' }, '2026-11-29T12:00:00.000Z')).toBe(
      '2026-12-05T08:00:00.000Z',
    );
    // The first of a quarter at 06:30.
    expect(
      next({ dayOfMonth: '1', month: '1,4,7,10', hour: '6', minute: '30' }, '2026-11-29T00:00Z'),
    ).toBe('2027-01-01T06:30:00.000Z');
    // 29 February that is a Monday: 2044.
    expect(next({ dayOfMonth: '29', month: '2', dayOfWeek: '1' }, '2026-11-29T00:00Z')).toBe(
      '2044-02-29T00:00:00.000Z',
    );
    // The 31st skips the months without one.
    expect(next({ dayOfMonth: '31' }, '2026-11-29T00:00Z')).toBe('2026-12-31T00:00:00.000Z');
  });
});
