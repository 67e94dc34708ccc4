import * as v from 'valibot';
import { codeTypes } from '../print-data/print-data.constants';

/**
 * How many more codes of one code type and length ("digit", as the print data form names it)
 * the whole platform can issue. Platform-wide on purpose: it is the same for every company and
 * says nothing about whose codes fill the space.
 */
export const CodeSpaceRoomSchema = v.object({
  codeType: v.picklist(codeTypes),
  digit: v.number(),
  remaining: v.number(),
});
export type CodeSpaceRoom = v.InferOutput<typeof CodeSpaceRoomSchema>;

/** Every code type's every length, as the room call replies. */
export const CodeSpaceRoomsSchema = v.object({ rooms: v.array(CodeSpaceRoomSchema) });
export type CodeSpaceRooms = v.InferOutput<typeof CodeSpaceRoomsSchema>;
