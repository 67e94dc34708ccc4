import { useEffect, type ReactNode } from 'react';
import { notices } from '@veritag/domain';
import { Spinner } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { useSession } from '#app/session/session-context';
import { storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import { go } from './navigation';

/**
 * Spec 000 section 2.2: a guarded path needs a stored token that decodes and has a future
 * expiry; otherwise the user lands on /login with "You need to login first!".
 */
export function Guard({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const live = tokenIsLive(storedToken());
  useEffect(() => {
    if (!live) go(paths.login, { message: notices.loginFirst }, true);
  }, [live]);
  if (!live || state.status === 'anonymous') return null;
  if (state.status === 'loading') return <Spinner aria-label="Loading your account" />;
  return <>{children}</>;
}
