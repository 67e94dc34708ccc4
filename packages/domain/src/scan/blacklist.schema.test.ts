import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkCharacterOf } from '../codes/codes.rules';
import { BlacklistRequestSchema, BulkBlacklistFieldsSchema, isCodesHeader, ReactivateRequestSchema } from './blacklist.schema';

const problems = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('a blacklist request', () => {
  it('reads a typed code in the symbols codes are issued in, and keeps the chosen reason and note', () => {
    expect(v.parse(BlacklistRequestSchema, { code: ' 7k3m-9qo1 ', reason: 'stolen', note: 'Truck 4' })).toEqual({ code: '7K3M9Q01', reason: 'stolen', note: 'Truck 4' });
  });

  it('refuses a missing code, a missing or unknown reason, and a long note', () => {
    expect(problems(BlacklistRequestSchema, { note: 'n'.repeat(251) })).toEqual([
      ['code', 'This field is required'],
      ['reason', 'Choose a reason'],
      ['note', 'Value must be less than 250'],
    ]);
    expect(problems(BlacklistRequestSchema, { code: 'A', reason: 'lost-in-transit' })).toEqual([
      ['reason', 'Choose one of the reasons: Counterfeit, Stolen, Damaged, Misprint, Not sold, Lost, Other'],
    ]);
  });

  it("refuses the platform's own reason", () => {
    expect(problems(BlacklistRequestSchema, { code: 'A', reason: 'maxScanCount' })).toEqual([
      ['reason', "Max scan count is set only by the platform, when a product's scan limit is passed"],
    ]);
  });

  it('a reactivation needs only the code', () => {
    expect(v.parse(ReactivateRequestSchema, { code: 'abc' })).toEqual({ code: 'ABC', note: undefined });
  });
});

describe('the fields of a CSV of codes', () => {
  it('need a reason to blacklist, and none to reactivate', () => {
    expect(problems(BulkBlacklistFieldsSchema, { action: 'blacklist' })).toEqual([['reason', 'Choose a reason']]);
    expect(v.parse(BulkBlacklistFieldsSchema, { action: 'reactivate' })).toEqual({ action: 'reactivate', reason: undefined, note: undefined });
    expect(v.parse(BulkBlacklistFieldsSchema, { action: 'blacklist', reason: 'damaged' }).reason).toBe('damaged');
  });

  it('refuse an unknown action', () => {
    expect(problems(BulkBlacklistFieldsSchema, { action: 'delete', reason: 'lost' })).toEqual([['action', 'Choose the action: blacklist or reactivate']]);
  });
});

describe('the header of a file of codes', () => {
  it('is a first cell that is no code: the usual header words', () => {
    for (const header of ['Code', 'Codes', 'QR Code', 'QR code', 'QRCODE', 'Serial', 'Serial Number', 'Token', 'Label', 'code']) {
      expect([header, isCodesHeader(header)]).toEqual([header, true]);
    }
  });

  it('is never a code of the platform, not even the 1 in 90 without a digit', () => {
    const payload = 'ABCDEFGHJKM';
    const code = payload + checkCharacterOf(payload, 'Alphanumeric');
    expect(/\d/.test(code)).toBe(false);
    expect(isCodesHeader(code)).toBe(false);
    expect(isCodesHeader('7K3QX9MZ2HT4')).toBe(false);
  });
});
