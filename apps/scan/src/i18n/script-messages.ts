import type { Message } from './format-message';
import type { MessageKey } from './messages/en';

/**
 * The messages the station's script says, rendered into its page by the server in the page's
 * language (decision 0472): a `<script type="application/json">` block the script reads, so the
 * script never ships a catalogue and speaks the page's language whatever the phone's is. (The
 * scan page's script says four lines: they ride on its location section's data attributes.)
 */

/** The block's id: one per page, beside the page's one script. */
export const scriptMessagesId = 'script-messages';

/** What the block holds: the locale Intl formats with, and the script's messages by key. */
export interface ScriptMessages {
  locale: string;
  messages: Readonly<Record<string, Message>>;
}

/** What the station's script says (src/client/station.ts and station/). */
export const stationMessageKeys = [
  'station.keyRefused',
  'station.notAKey',
  'station.usingKey',
  'station.signedInAs',
  'station.unreachable',
  'station.unreachableSendAgain',
  'station.serverAnswered',
  'station.sending',
  'station.placeAsking',
  'station.placeAdded',
  'station.placeNotShared',
  'station.needParent',
  'station.needReference',
  'station.needReferenceDestination',
  'station.needCodes',
  'station.packed',
  'station.stocked',
  'station.shipped',
  'station.received',
  'station.codeCount',
  'station.remove',
  'station.removeCode',
  'station.removed',
  'station.duplicate',
  'station.replaced',
  'station.cameraAdded',
  'station.cameraAsking',
  'station.cameraFailed',
  'station.cameraPoint',
] as const satisfies readonly MessageKey[];
export type StationMessageKey = (typeof stationMessageKeys)[number];
