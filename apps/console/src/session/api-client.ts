import { createApiClient } from '@veritag/api';
import { storedToken } from './session-storage';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => undefined;

/** The session provider registers how a 401 ends the session. */
export const whenUnauthorized = (listener: UnauthorizedListener): void => {
  onUnauthorized = listener;
};

/** The one client of the console: same-origin /api, the stored token on every call. */
export const api = createApiClient({
  baseUrl: '',
  getToken: storedToken,
  onUnauthorized: () => onUnauthorized(),
  validateReplies: import.meta.env.DEV,
});
