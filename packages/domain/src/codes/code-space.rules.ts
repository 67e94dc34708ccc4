import { digitRanges, type CodeType } from '../print-data/print-data.constants';
import { codeAlphabets, codeSpaceHeadroom, type CodeSettings } from './codes.rules';
import type { CodeSpaceRoom } from './code-space.schema';

/**
 * The most codes of one code type and length the whole platform may hold: a thousandth of
 * its code space, so a guesser at the public scan page needs 1,000 tries on average to hit
 * any company's code. Counted in BigInt, as 32^13 is past a double's exact integers; a cap
 * past 2^53 - 1 is held at that (a lower cap is the safe side, and no platform issues 9e15 codes).
 */
export function codeSpaceCapOf(settings: CodeSettings): number {
  const space = BigInt(codeAlphabets[settings.type].length) ** BigInt(settings.length - 1);
  const cap = space / BigInt(codeSpaceHeadroom);
  return cap > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(cap);
}

/** How many more codes of these settings may be issued when `taken` are already counted. */
export const codeSpaceRoom = (settings: CodeSettings, taken: number): number =>
  Math.max(0, codeSpaceCapOf(settings) - taken);

/** What the platform counts per code type and length (issued, or promised to a saved batch). */
export interface CodeSpaceTaken {
  codeType: CodeType;
  digit: number;
  taken: number;
}

/** The room at every length of every code type, from the counts; a length never counted has its whole cap. */
export function codeSpaceRooms(counts: readonly CodeSpaceTaken[]): CodeSpaceRoom[] {
  return Object.entries(digitRanges).flatMap(([codeType, { from, to }]) =>
    Array.from({ length: to - from + 1 }, (_, index) => {
      const settings = { type: codeType as CodeType, length: from + index };
      const taken =
        counts.find((count) => count.codeType === settings.type && count.digit === settings.length)
          ?.taken ?? 0;
      return {
        codeType: settings.type,
        digit: settings.length,
        remaining: codeSpaceRoom(settings, taken),
      };
    }),
  );
}

/** The room left for these settings; a length missing from `rooms` (none loaded yet) has its whole cap. */
export const roomOf = (rooms: readonly CodeSpaceRoom[], settings: CodeSettings): number =>
  rooms.find((room) => room.codeType === settings.type && room.digit === settings.length)
    ?.remaining ?? codeSpaceCapOf(settings);

/**
 * The shortest length longer than `settings.length` from which every longer length too has
 * room for `count` codes, so "or more" in the advice holds; undefined when even the longest has none.
 */
export function shortestLengthWithRoom(
  rooms: readonly CodeSpaceRoom[],
  settings: CodeSettings,
  count: number,
): number | undefined {
  let shortest: number | undefined;
  for (let length = digitRanges[settings.type].to; length > settings.length; length--) {
    if (roomOf(rooms, { type: settings.type, length }) < count) break;
    shortest = length;
  }
  return shortest;
}

const counted = (n: number) => n.toLocaleString('en');

/**
 * Why `count` more codes of these settings cannot be issued on this platform (a problem title),
 * or undefined when they can. `lengthChosen`: the form lets the person pick the length (print
 * data), so the title says which length to pick instead; token batches have a fixed length.
 */
export function codeSpaceProblem(
  rooms: readonly CodeSpaceRoom[],
  settings: CodeSettings,
  count: number,
  { lengthChosen = true } = {},
): string | undefined {
  const remaining = roomOf(rooms, settings);
  if (count <= remaining) return undefined;
  const what = `${settings.type} codes of ${settings.length} characters can be issued on this platform (each length may use a thousandth of its codes)`;
  const said = remaining === 0 ? `No more ${what}` : `Only ${counted(remaining)} more ${what}`;
  if (!lengthChosen) return said;
  const instead = shortestLengthWithRoom(rooms, settings, count);
  return instead === undefined
    ? `${said}: issue fewer codes`
    : `${said}: choose ${instead} characters or more`;
}

/** The line under the Digit field: how many more codes of the chosen length the platform can take. */
export const codeRoomNote = (settings: CodeSettings, remaining: number): string =>
  remaining === 0
    ? `No room left for codes of ${settings.length} characters`
    : `Room for ${counted(remaining)} more codes of ${settings.length} characters`;
