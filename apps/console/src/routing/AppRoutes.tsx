import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { BootScreen } from '#app/app/BootScreen';
import Login from '#app/screens/login/Login/Login';
import { storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import { Guard } from './Guard';
import type { GuardedDeclaration, PublicDeclaration } from './screen-declaration';
import { guardedScreens, publicScreens, screens } from './screens';

/** The browser tab names the screen ("Vendor · Veritag"). */
function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Veritag`;
  }, [title]);
  return <>{children}</>;
}

/** A public screen the signed-in see inside the frame (Not Found, Access Denied): a guarded screen without a rule. */
const framed = (screen: PublicDeclaration): GuardedDeclaration => ({
  kind: 'guarded',
  path: screen.path,
  title: screen.title,
  load: screen.load,
});

/**
 * A public screen's body. The login is drawn from the first bundle (decision 0087: a budget of
 * 150 kB gzipped); every other screen loads when first visited, so the login page stays small.
 */
function publicBody(screen: PublicDeclaration): ComponentType {
  const Body = screen === screens.root || screen === screens.login ? Login : lazy(screen.load);
  if (!screen.framedWhenSignedIn) return Body;
  const inFrame = framed(screen);
  return function FramedWhenSignedIn() {
    return tokenIsLive(storedToken()) ? <Guard entry={inFrame} /> : <Body />;
  };
}

const publicRoutes = publicScreens.map((screen) => ({ screen, Body: publicBody(screen) }));
const NotFound = publicRoutes.find(({ screen }) => screen === screens.notFound)!.Body;

export function AppRoutes() {
  return (
    <Router hook={useHashLocation}>
      <Suspense fallback={<BootScreen label="Loading the page" />}>
        <Switch>
          {publicRoutes.map(({ screen, Body }) => (
            <Route key={screen.path} path={screen.path}>
              <Titled title={screen.title}>
                <Body />
              </Titled>
            </Route>
          ))}
          {guardedScreens.flatMap((screen) =>
            [screen.path, ...(screen.aliases ?? [])].map((path) => (
              <Route key={path} path={path}>
                <Titled title={screen.title}>
                  <Guard entry={screen} />
                </Titled>
              </Route>
            )),
          )}
          {/* Unknown paths show the not-found page: inside the frame when signed in (spec 000 section 2.2). */}
          <Route>
            <Titled title={screens.notFound.title}>
              <NotFound />
            </Titled>
          </Route>
        </Switch>
      </Suspense>
    </Router>
  );
}
