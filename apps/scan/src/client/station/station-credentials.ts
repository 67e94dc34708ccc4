import { apiKeyPattern } from '@veritag/domain';
import type { StationMessageKey } from '../../i18n/script-messages';
import type { Say } from '../say';

/**
 * What the station sends its calls with (decision 0447), as the person chooses: the console's
 * session (its token in localStorage, shared with the console), or an API key with the
 * trace:write scope pasted into the page. The key is kept in this tab's sessionStorage only:
 * it is gone when the tab closes, no other tab or page of the origin reads it later, and it is
 * never written to localStorage, where it would outlive the shift on a shared phone.
 */
export type StationCredential =
  { kind: 'session'; token: string } | { kind: 'key'; key: string; shown: string };

/** Where the key is kept in the tab's sessionStorage; the console's token is localStorage 'token'. */
export const stationKeyItem = 'veritag.station.apiKey';

const keyCredential = (key: string): StationCredential => ({
  kind: 'key',
  key,
  shown: `${key.slice(0, 12)}…`,
});

/** The key of this tab when one was given, else the console's session, else nothing. */
export function currentCredential(tab: Storage, origin: Storage): StationCredential | null {
  const key = tab.getItem(stationKeyItem);
  if (key && apiKeyPattern.test(key)) return keyCredential(key);
  const token = origin.getItem('token');
  return token ? { kind: 'session', token } : null;
}

/** Keeps a pasted key for this tab, or says why it is not one. */
export function keepKey(
  tab: Storage,
  pasted: string,
  say: Say<StationMessageKey>,
): StationCredential | { problem: string } {
  const key = pasted.trim();
  if (!apiKeyPattern.test(key)) return { problem: say('station.notAKey') };
  tab.setItem(stationKeyItem, key);
  return keyCredential(key);
}

/** Forgets this tab's key: the station goes back to the console's session, if any. */
export const forgetKey = (tab: Storage) => tab.removeItem(stationKeyItem);

/** The header the calls carry: both kinds travel as a bearer, which the server tells apart by the prefix. */
export const authorizationOf = (credential: StationCredential) => ({
  authorization: `Bearer ${credential.kind === 'key' ? credential.key : credential.token}`,
});

/**
 * A call that checks a key without changing anything: a capture job no one has. A key that
 * may capture is let in and told 404; one that may not is 403 (its title says why); 401 is a
 * key that is unknown, revoked or expired.
 */
export const keyCheckUrl = '/api/epcis/capture/00000000-0000-4000-8000-000000000000';
