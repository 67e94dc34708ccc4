import { lazy, type ComponentType } from 'react';
import type { GuardedScreen } from './screen-registry';

const AppLayout = lazy(() => import('#app/app/AppLayout'));

/** A guarded screen inside the layout, with its menu entry open and marked. */
export function SignedInFrame({ entry, Screen }: { entry: GuardedScreen; Screen: ComponentType }) {
  return (
    <AppLayout menuRoute={entry.menuRoute ?? entry.path}>
      <Screen />
    </AppLayout>
  );
}
