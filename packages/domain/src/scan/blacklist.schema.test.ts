import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BlacklistRequestSchema,
  BulkBlacklistFieldsSchema,
  BulkBlacklistFormSchema,
  ReactivateRequestSchema,
} from './blacklist.schema';

const problems = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('a blacklist request', () => {
  it('reads a typed code in the symbols codes are issued in, and keeps the chosen reason and note', () => {
    expect(
      v.parse(BlacklistRequestSchema, { code: ' 7k3m-9qo1 ', reason: 'stolen', note: 'Truck 4' }),
    ).toEqual({ code: '7K3M9Q01', reason: 'stolen', note: 'Truck 4' });
  });

  it('refuses a missing code, a missing or unknown reason, and a long note', () => {
    expect(problems(BlacklistRequestSchema, { note: 'n'.repeat(251) })).toEqual([
      ['code', 'This field is required'],
      ['reason', 'Choose a reason'],
      ['note', 'Value must be less than 250'],
    ]);
    expect(problems(BlacklistRequestSchema, { code: 'A', reason: 'lost-in-transit' })).toEqual([
      [
        'reason',
        'Choose one of the reasons: Counterfeit, Stolen, Damaged, Misprint, Not sold, Lost, Other',
      ],
    ]);
  });

  it("refuses the platform's own reason", () => {
    expect(problems(BlacklistRequestSchema, { code: 'A', reason: 'maxScanCount' })).toEqual([
      [
        'reason',
        "Max scan count is set only by the platform, when a product's scan limit is passed",
      ],
    ]);
  });

  it('a reactivation needs only the code', () => {
    expect(v.parse(ReactivateRequestSchema, { code: 'abc' })).toEqual({
      code: 'ABC',
      note: undefined,
    });
  });
});

describe('the fields of a CSV of codes', () => {
  it('need a reason to blacklist, and none to reactivate', () => {
    expect(problems(BulkBlacklistFieldsSchema, { action: 'blacklist' })).toEqual([
      ['reason', 'Choose a reason'],
    ]);
    expect(v.parse(BulkBlacklistFieldsSchema, { action: 'reactivate' })).toEqual({
      action: 'reactivate',
      reason: undefined,
      note: undefined,
    });
    expect(
      v.parse(BulkBlacklistFieldsSchema, { action: 'blacklist', reason: 'damaged' }).reason,
    ).toBe('damaged');
  });

  it('refuse an unknown action', () => {
    expect(problems(BulkBlacklistFieldsSchema, { action: 'delete', reason: 'lost' })).toEqual([
      ['action', 'Choose the action: blacklist or reactivate'],
    ]);
  });
});

describe('the CSV tab of Blacklist Codes', () => {
  const file = { name: 'codes.csv', size: 120, type: 'text/csv' };

  it('needs a file of codes, a CSV or Excel file of at most 1,000,000 bytes', () => {
    expect(
      problems(BulkBlacklistFormSchema, { file: null, action: 'blacklist', reason: 'lost' }),
    ).toEqual([['file', 'Choose a file of codes']]);
    expect(
      problems(BulkBlacklistFormSchema, {
        file: { ...file, name: 'codes.xlsx', type: '' },
        action: 'reactivate',
      }),
    ).toEqual([]);
    expect(
      problems(BulkBlacklistFormSchema, {
        file: { ...file, name: 'codes.pdf', type: 'application/pdf' },
        action: 'reactivate',
      }),
    ).toEqual([['file', 'Only a CSV or Excel file is accepted']]);
    expect(
      problems(BulkBlacklistFormSchema, {
        file: { ...file, size: 1_000_001 },
        action: 'reactivate',
      }),
    ).toEqual([['file', 'File must be at most 1 MB']]);
  });

  it('needs a reason to blacklist, told beside a missing file too', () => {
    expect(
      problems(BulkBlacklistFormSchema, { action: 'blacklist', reason: '', note: '' }),
    ).toEqual([
      ['file', 'Choose a file of codes'],
      ['reason', 'Choose a reason'],
    ]);
    expect(
      problems(BulkBlacklistFormSchema, { file, action: 'blacklist', reason: 'maxScanCount' }),
    ).toEqual([
      [
        'reason',
        "Max scan count is set only by the platform, when a product's scan limit is passed",
      ],
    ]);
    expect(
      v.parse(BulkBlacklistFormSchema, {
        file,
        action: 'blacklist',
        reason: 'damaged',
        note: ' Wet ',
      }),
    ).toEqual({ file, action: 'blacklist', reason: 'damaged', note: 'Wet' });
  });

  it('drops the reason chosen before the action became reactivate, and refuses no action', () => {
    expect(
      v.parse(BulkBlacklistFormSchema, { file, action: 'reactivate', reason: 'stolen', note: '' }),
    ).toEqual({ file, action: 'reactivate', reason: undefined, note: '' });
    expect(
      v.parse(BulkBlacklistFormSchema, { file, action: 'reactivate', reason: 'nonsense' }).reason,
    ).toBeUndefined();
    expect(problems(BulkBlacklistFormSchema, { file, action: '' })).toEqual([
      ['action', 'Choose the action: blacklist or reactivate'],
    ]);
  });

  it('sends what the server reads with the file', () => {
    const { file: _file, ...fields } = v.parse(BulkBlacklistFormSchema, {
      file,
      action: 'blacklist',
      reason: 'lost',
      note: 'Box 9',
    });
    expect(v.parse(BulkBlacklistFieldsSchema, fields)).toEqual(fields);
  });
});
