import { codeSpaceCalls } from '@veritag/api';
import { codeRoomNote, defaultCodeSettings, roomOf } from '@veritag/domain';
import { useLoad } from '#app/app/use-load';
import { api } from '#app/session/api-client';

/**
 * What the token forms say before Save (decision 0361): the room the platform has left for their
 * codes, which are always 12 alphanumeric characters (the code service's default), e.g. "Room
 * for 36,028,797,018,963 more codes of 12 characters". Undefined until it loads, or if it fails:
 * the server refuses a batch past the room whatever the form said.
 */
export function useTokenCodeRoom(): string | undefined {
  const { state } = useLoad(() => api.call(codeSpaceCalls.rooms, {}), { silent: true });
  return state.status === 'ready'
    ? codeRoomNote(defaultCodeSettings, roomOf(state.data.rooms, defaultCodeSettings))
    : undefined;
}
