import { lazy, type ComponentType } from 'react';
import type { GuardedDeclaration } from './screen-declaration';

const AppLayout = lazy(() => import('#app/app/AppLayout'));

/** A guarded screen inside the layout, with its menu entry (or its list's) open and marked. */
export function SignedInFrame({
  entry,
  Screen,
}: {
  entry: GuardedDeclaration;
  Screen: ComponentType;
}) {
  return (
    <AppLayout menuRoute={(entry.within ?? entry).path}>
      <Screen />
    </AppLayout>
  );
}
