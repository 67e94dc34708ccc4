import { useEffect, type ReactNode } from 'react';
import { isAllowed, notices } from '@veritag/domain';
import { Spinner } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { useSession } from '#app/session/session-context';
import { rememberReturnRoute, storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import { go } from './navigation';
import type { GuardedScreen } from './screen-registry';

/**
 * Spec 000 section 2.2: a guarded path needs a stored token that decodes and has a future
 * expiry; otherwise the user lands on /login with "You need to login first!" (and returns
 * here after logging in). A signed-in user whose role or privileges the screen's rule
 * refuses sees /access instead of a screen that would fail after loading.
 */
export function Guard({ entry, children }: { entry: GuardedScreen; children: ReactNode }) {
  const { state } = useSession();
  const live = tokenIsLive(storedToken());
  const refused =
    state.status === 'signedIn' && entry.access !== undefined && !isAllowed({ role: state.user.role, privileges: state.user.privileges }, entry.access);
  useEffect(() => {
    if (!live) {
      rememberReturnRoute(entry.path);
      go(paths.login, { message: notices.loginFirst }, true);
    } else if (refused) go(paths.accessDenied, null, true);
  }, [live, refused, entry.path]);
  if (!live || refused || state.status === 'anonymous') return null;
  if (state.status === 'loading') return <Spinner aria-label="Loading your account" />;
  return <>{children}</>;
}
