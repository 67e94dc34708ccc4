import { use, useEffect } from 'react';
import { isAllowed, notices } from '@veritag/domain';
import { BootScreen } from '#app/app/BootScreen';
import { go } from '#app/app/navigation';
import { paths } from '#app/app/paths';
import { useSession } from '#app/session/session-context';
import { rememberReturnRoute, storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import type { GuardedDeclaration, ScreenModule } from './screen-declaration';
import { SignedInFrame } from './SignedInFrame';

const loaded = new Map<GuardedDeclaration['load'], Promise<ScreenModule>>();
/** The screen's module, loaded once: the guard reads its rule before the screen renders. */
function screenModuleOf(entry: GuardedDeclaration): Promise<ScreenModule> {
  let module = loaded.get(entry.load);
  if (!module) loaded.set(entry.load, (module = entry.load()));
  return module;
}

/**
 * Spec 000 section 2.2: a guarded path needs a stored token that decodes and has a future
 * expiry; otherwise the user lands on /login with "You need to login first!" (and returns
 * here after logging in). A signed-in user whose role or privileges the screen's rule
 * refuses sees /access instead of a screen that would fail after loading.
 */
export function Guard({ entry }: { entry: GuardedDeclaration }) {
  const { state } = useSession();
  const live = tokenIsLive(storedToken());
  // Suspends (the routes' boot screen shows) until the screen's module and its rule are here.
  const module = live && state.status === 'signedIn' ? use(screenModuleOf(entry)) : undefined;
  const refused =
    state.status === 'signedIn' &&
    module?.access !== undefined &&
    !isAllowed({ role: state.user.role, privileges: state.user.privileges }, module.access);
  useEffect(() => {
    if (!live) {
      rememberReturnRoute(entry.path);
      go(paths.login, { message: notices.loginFirst }, true);
    } else if (refused) go(paths.accessDenied, null, true);
  }, [live, refused, entry.path]);
  if (!live || refused || state.status === 'anonymous') return null;
  if (state.status === 'loading' || !module) return <BootScreen />;
  return <SignedInFrame entry={entry} Screen={module.default} />;
}
