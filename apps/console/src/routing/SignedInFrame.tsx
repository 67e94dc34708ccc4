import { lazy } from 'react';
import type { GuardedScreen } from './screen-registry';

const AppLayout = lazy(() => import('#app/app/AppLayout'));

/** A guarded screen inside the layout, with its menu entry open and marked. */
export function SignedInFrame({ entry }: { entry: GuardedScreen }) {
  const Screen = entry.screen;
  return (
    <AppLayout menuRoute={entry.menuRoute ?? entry.path}>
      <Screen />
    </AppLayout>
  );
}
