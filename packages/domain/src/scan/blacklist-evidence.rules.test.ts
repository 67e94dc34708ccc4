import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeBlacklistEvidence, formatDayRange } from './blacklist-evidence.rules';
import {
  BlacklistEntrySchema,
  BlacklistEvidenceSchema,
  ConfirmRequestSchema,
  isUnderReview,
} from './blacklist.schema';

const day = (text: string) => new Date(`${text}T12:00:00Z`);

describe('a range of days', () => {
  it('says the shared month and year once', () => {
    expect(formatDayRange(day('2026-11-05'), day('2026-11-05'), 'utc')).toBe('5 Nov 2026');
    expect(formatDayRange(day('2026-11-02'), day('2026-11-05'), 'utc')).toBe('2–5 Nov 2026');
    expect(formatDayRange(day('2026-10-30'), day('2026-11-02'), 'utc')).toBe('30 Oct – 2 Nov 2026');
    expect(formatDayRange(day('2026-12-28'), day('2027-01-02'), 'utc')).toBe(
      '28 Dec 2026 – 2 Jan 2027',
    );
  });
});

describe("the evidence of the platform's blacklisting", () => {
  const evidence = {
    sessions: 7,
    people: 4,
    networks: 3,
    firstAt: '2026-11-02T08:00:00.000Z',
    lastAt: '2026-11-05T19:30:00.000Z',
  };

  it('reads as people on networks, sessions and when', () => {
    expect(describeBlacklistEvidence(evidence, 'utc')).toBe(
      '4 people on 3 networks, 7 sessions, 2–5 Nov 2026',
    );
    expect(
      describeBlacklistEvidence(
        { ...evidence, people: 1, networks: 1, sessions: 1, firstAt: evidence.lastAt },
        'utc',
      ),
    ).toBe('1 person on 1 network, 1 session, 5 Nov 2026');
  });

  it('is counts and ISO times', () => {
    expect(v.is(BlacklistEvidenceSchema, evidence)).toBe(true);
    expect(v.is(BlacklistEvidenceSchema, { ...evidence, people: 1.5 })).toBe(false);
    expect(v.is(BlacklistEvidenceSchema, { ...evidence, firstAt: 'yesterday' })).toBe(false);
  });

  it('is under review while the entry is the platform’s, pending and active', () => {
    expect(isUnderReview({ active: true, review: 'pending' })).toBe(true);
    expect(isUnderReview({ active: false, review: 'pending' })).toBe(false);
    expect(isUnderReview({ active: true, review: 'confirmed' })).toBe(false);
    expect(isUnderReview({ active: true, review: null })).toBe(false);
  });

  it('rides on an entry, and a confirmation needs only the code', () => {
    const entry = {
      id: 1,
      code: 'ABC',
      reason: 'maxScanCount',
      note: null,
      active: true,
      blacklistedBy: null,
      blacklistedAt: evidence.lastAt,
      reactivatedBy: null,
      reactivatedAt: null,
      reactivateNote: null,
      review: 'pending',
      evidence,
      reviewedBy: null,
      reviewedAt: null,
    };
    expect(v.is(BlacklistEntrySchema, entry)).toBe(true);
    expect(v.is(BlacklistEntrySchema, { ...entry, review: 'lifted' })).toBe(false);
    expect(v.parse(ConfirmRequestSchema, { code: 'abc' })).toEqual({
      code: 'ABC',
      note: undefined,
    });
  });
});
