import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { authCalls } from '@veritag/api';
import { heldPrivilegesOf, menuFor, notices, roleOf, trackAndTraceFlagOf } from '@veritag/domain';
import { consoleMenu } from '#app/app/menu';
import { paths } from '#app/app/paths';
import { api, whenUnauthorized } from './api-client';
import {
  SessionContext,
  type SessionApi,
  type SessionState,
  type SignedIn,
} from './session-context';
import {
  clearSession,
  forgetReturnRoute,
  rememberReturnRoute,
  storedToken,
  storeToken,
  storeTrackAndTrace,
  storeUser,
} from './session-storage';
import { tokenIsLive } from './token-claims';

async function loadUser(): Promise<SignedIn> {
  const account = await api.call(authCalls.account);
  storeUser(account);
  const privilegeTree = await api.call(authCalls.privileges);
  const trackAndTrace = trackAndTraceFlagOf(privilegeTree);
  storeTrackAndTrace(trackAndTrace);
  const role = roleOf(account.authorities);
  if (!role) throw new Error('The account has no known role');
  const privileges = heldPrivilegesOf(privilegeTree);
  // The menu is rebuilt once the privileges have loaded (spec 000 section 4).
  return {
    account,
    role,
    privilegeTree,
    privileges,
    trackAndTrace,
    menu: menuFor({ role, privileges, trackAndTrace }, consoleMenu),
  };
}

/** Holds the session; a 401 from any call ends it and asks the user to log in again. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    tokenIsLive(storedToken()) ? { status: 'loading' } : { status: 'anonymous' },
  );

  const end = useCallback((to: string, message?: string) => {
    // A session that ends under the user (not by Logout) brings them back here after login.
    if (message) rememberReturnRoute(location.hash.replace(/^#/, '') || paths.dashboard);
    clearSession();
    setState({ status: 'anonymous' });
    navigate(to, { state: message ? { message } : null });
  }, []);

  // A stored live token from an earlier visit: load its user once; later sign-ins load their own.
  const resumeStoredToken = useRef(state.status === 'loading');
  useEffect(() => {
    whenUnauthorized(() => end(paths.login, notices.loginFirst));
    if (!resumeStoredToken.current) return;
    resumeStoredToken.current = false;
    loadUser().then(
      (user) => setState({ status: 'signedIn', user }),
      () => end(paths.login, notices.loginFirst),
    );
  }, [end]);

  const session = useMemo<SessionApi>(
    () => ({
      state,
      async signIn(token) {
        storeToken(token, new Date());
        setState({ status: 'loading' });
        const user = await loadUser();
        setState({ status: 'signedIn', user });
      },
      async refresh() {
        const user = await loadUser();
        setState({ status: 'signedIn', user });
      },
      async signOut() {
        await api.call(authCalls.logout).catch(() => undefined);
        forgetReturnRoute();
        end(paths.root);
      },
    }),
    [state, end],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
