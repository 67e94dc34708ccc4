import { sayFrom, type Say } from '../client/say';
import type { ScanLanguage } from '../i18n/languages';
import { scriptMessagesOf } from '../i18n/page-i18n';
import { stationMessageKeys, type StationMessageKey } from '../i18n/script-messages';

/** The station script's messages as the server renders them into its page, for a script's part tested alone. */
export const stationSay = (lang: ScanLanguage = 'en'): Say<StationMessageKey> =>
  sayFrom(scriptMessagesOf(lang, stationMessageKeys));
