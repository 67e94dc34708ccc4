import { StrictMode } from 'react';
import { ToastRegion } from '@veritag/ui';
import { AppRoutes } from '#app/routing/AppRoutes';
import { closeStaleToastsOnRouteChange } from '#app/routing/route-change';
import { SessionProvider } from '#app/session/SessionProvider';
import { LayoutContext, useStoredLayoutPreferences } from './layout-preferences';

closeStaleToastsOnRouteChange();

export function App() {
  const preferences = useStoredLayoutPreferences();
  return (
    <StrictMode>
      <LayoutContext.Provider value={preferences}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
        <ToastRegion />
      </LayoutContext.Provider>
    </StrictMode>
  );
}
