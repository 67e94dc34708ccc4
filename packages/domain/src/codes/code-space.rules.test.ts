import { describe, expect, it } from 'vitest';
import {
  codeRoomNote,
  codeSpaceCapOf,
  codeSpaceProblem,
  codeSpaceRoom,
  codeSpaceRooms,
  roomOf,
  shortestLengthWithRoom,
} from './code-space.rules';
import type { CodeSpaceRoom } from './code-space.schema';

const alnum6 = { type: 'Alphanumeric', length: 6 } as const;

describe('code space headroom over the whole platform', () => {
  it.each([
    [alnum6, 33_554],
    [{ type: 'Alphanumeric', length: 7 }, 1_073_741],
    [{ type: 'Alphanumeric', length: 12 }, 36_028_797_018_963],
    // 32^12 / 1000 = 1,152,921,504,606,846.976: exact, where a division of doubles rounds up to ...847.
    [{ type: 'Alphanumeric', length: 13 }, 1_152_921_504_606_846],
    [{ type: 'Numeric', length: 10 }, 1_000_000],
    [{ type: 'Numeric', length: 14 }, 10_000_000_000],
  ] as const)('caps %o at a thousandth of its space', (settings, cap) => {
    expect(codeSpaceCapOf(settings)).toBe(cap);
  });

  it('holds a cap past 2^53 at 2^53 - 1, the safe side', () => {
    expect(codeSpaceCapOf({ type: 'Alphanumeric', length: 14 })).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('leaves the cap less what is taken, never below nothing', () => {
    expect(codeSpaceRoom(alnum6, 0)).toBe(33_554);
    expect(codeSpaceRoom(alnum6, 32_350)).toBe(1_204);
    // Five runs of 33,554 codes, made before the platform counted: over the cap, no room at all.
    expect(codeSpaceRoom(alnum6, 5 * 33_554)).toBe(0);
  });

  it('lists every length of every code type, a length never counted with its whole cap', () => {
    const rooms = codeSpaceRooms([{ codeType: 'Alphanumeric', digit: 6, taken: 100 }]);
    expect(rooms).toHaveLength(9 + 5);
    expect(rooms[0]).toEqual({ codeType: 'Alphanumeric', digit: 6, remaining: 33_454 });
    expect(rooms.find((room) => room.codeType === 'Numeric' && room.digit === 10)).toEqual({
      codeType: 'Numeric',
      digit: 10,
      remaining: 1_000_000,
    });
    expect(roomOf([], alnum6)).toBe(33_554);
  });

  const rooms = (...overrides: CodeSpaceRoom[]) =>
    codeSpaceRooms([]).map(
      (room) =>
        overrides.find((o) => o.codeType === room.codeType && o.digit === room.digit) ?? room,
    );

  it('lets a count that fits pass', () => {
    expect(codeSpaceProblem(rooms(), alnum6, 33_554)).toBeUndefined();
    expect(
      codeSpaceProblem(
        rooms({ codeType: 'Alphanumeric', digit: 6, remaining: 1_204 }),
        alnum6,
        1_204,
      ),
    ).toBeUndefined();
  });

  it('says how many remain and which length to choose instead', () => {
    expect(
      codeSpaceProblem(
        rooms({ codeType: 'Alphanumeric', digit: 6, remaining: 1_204 }),
        alnum6,
        33_554,
      ),
    ).toBe(
      'Only 1,204 more Alphanumeric codes of 6 characters can be issued on this platform (each length may use a thousandth of its codes): choose 7 characters or more',
    );
    expect(
      codeSpaceProblem(
        rooms({ codeType: 'Numeric', digit: 10, remaining: 0 }),
        { type: 'Numeric', length: 10 },
        1,
      ),
    ).toBe(
      'No more Numeric codes of 10 characters can be issued on this platform (each length may use a thousandth of its codes): choose 11 characters or more',
    );
  });

  it('advises only a length from which every longer one has room too', () => {
    const crowded = rooms(
      { codeType: 'Alphanumeric', digit: 6, remaining: 0 },
      { codeType: 'Alphanumeric', digit: 8, remaining: 10 },
    );
    expect(shortestLengthWithRoom(crowded, alnum6, 100)).toBe(9);
    expect(codeSpaceProblem(crowded, alnum6, 100)).toMatch(/: choose 9 characters or more$/);
    const full = rooms({ codeType: 'Numeric', digit: 14, remaining: 5 });
    expect(codeSpaceProblem(full, { type: 'Numeric', length: 14 }, 6)).toMatch(
      /^Only 5 more Numeric codes of 14 characters .*: issue fewer codes$/,
    );
  });

  it('gives no advice of length where the length is not chosen (token batches)', () => {
    expect(
      codeSpaceProblem(
        rooms({ codeType: 'Alphanumeric', digit: 12, remaining: 7 }),
        { type: 'Alphanumeric', length: 12 },
        8,
        { lengthChosen: false },
      ),
    ).toBe(
      'Only 7 more Alphanumeric codes of 12 characters can be issued on this platform (each length may use a thousandth of its codes)',
    );
  });

  it('notes the room under the Digit field', () => {
    expect(codeRoomNote(alnum6, 33_554)).toBe('Room for 33,554 more codes of 6 characters');
    expect(codeRoomNote(alnum6, 0)).toBe('No room left for codes of 6 characters');
  });
});
