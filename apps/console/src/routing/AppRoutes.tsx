import { Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { Spinner } from '@veritag/ui';
import { storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import { Guard } from './Guard';
import { guardedScreens, publicScreens, type GuardedScreen } from './screen-registry';

/** The browser tab names the screen ("List of Companies · Veritag"). */
function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Veritag`;
  }, [title]);
  return <>{children}</>;
}

const notFound = publicScreens.find((entry) => entry.title === 'Page Not Found')!;

/** Unknown paths show the not-found page: inside the layout when signed in (spec 000 section 2.2). */
const notFoundInFrame: GuardedScreen = {
  path: '/dashboard',
  title: notFound.title,
  load: () => import('#app/screens/status/NotFoundPage/NotFoundPage'),
};

function Unknown() {
  const NotFound = notFound.screen;
  return tokenIsLive(storedToken()) ? <Guard entry={notFoundInFrame} /> : <NotFound />;
}

export function AppRoutes() {
  return (
    <Router hook={useHashLocation}>
      <Suspense fallback={<Spinner aria-label="Loading the page" />}>
        <Switch>
          {publicScreens.map(({ path, screen: Screen, title }) => (
            <Route key={path} path={path}>
              <Titled title={title}>
                <Screen />
              </Titled>
            </Route>
          ))}
          {guardedScreens.map((entry) => (
            <Route key={entry.path} path={entry.path}>
              <Titled title={entry.title}>
                <Guard entry={entry} />
              </Titled>
            </Route>
          ))}
          <Route>
            <Titled title={notFound.title}>
              <Unknown />
            </Titled>
          </Route>
        </Switch>
      </Suspense>
    </Router>
  );
}
