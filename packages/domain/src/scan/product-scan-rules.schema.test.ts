import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductScanRulesFormSchema } from './product-scan-rules.schema';

const problems = (input: unknown) =>
  (v.safeParse(ProductScanRulesFormSchema, input).issues ?? []).map((issue) => [
    v.getDotPath(issue),
    issue.message,
  ]);
const parse = (input: unknown) => v.parse(ProductScanRulesFormSchema, input);

describe("a product's scan rules", () => {
  it('are off when left empty, as a form that dropped its empty fields sends them', () => {
    expect(parse({})).toEqual({ flagAfterSessions: null, autoBlacklist: false });
    expect(parse({ flagAfterSessions: '', autoBlacklist: false })).toEqual({
      flagAfterSessions: null,
      autoBlacklist: false,
    });
    expect(parse({ flagAfterSessions: null })).toEqual({
      flagAfterSessions: null,
      autoBlacklist: false,
    });
  });

  it('take a threshold typed or as text, with or without auto-blacklist', () => {
    expect(parse({ flagAfterSessions: 5 })).toEqual({ flagAfterSessions: 5, autoBlacklist: false });
    expect(parse({ flagAfterSessions: ' 1000 ', autoBlacklist: 'true' })).toEqual({
      flagAfterSessions: 1000,
      autoBlacklist: true,
    });
  });

  it('refuse a threshold that is not a whole number from 2 to 1000', () => {
    expect(problems({ flagAfterSessions: 1 })).toEqual([
      ['flagAfterSessions', 'Enter a whole number from 2 to 1000'],
    ]);
    expect(problems({ flagAfterSessions: 1001 })).toEqual([
      ['flagAfterSessions', 'Enter a whole number from 2 to 1000'],
    ]);
    expect(problems({ flagAfterSessions: 2.5 })).toEqual([
      ['flagAfterSessions', 'Value must be a whole number'],
    ]);
    expect(problems({ flagAfterSessions: 'ten' })).toEqual([
      ['flagAfterSessions', 'Value must be a number'],
    ]);
    expect(problems({ flagAfterSessions: true })).toEqual([
      ['flagAfterSessions', 'Value must be a number'],
    ]);
  });

  it('refuse auto-blacklist without a threshold, and a switch that is not a switch', () => {
    expect(problems({ autoBlacklist: true })).toEqual([
      ['autoBlacklist', 'Auto-blacklist needs a number of people'],
    ]);
    expect(problems({ flagAfterSessions: 3, autoBlacklist: 'yes' })).toEqual([
      ['autoBlacklist', 'Must be true or false'],
    ]);
  });
});
