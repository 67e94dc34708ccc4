import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { Route as RoutePath } from '@veritag/domain';
import { Spinner } from '@veritag/ui';
import { paths } from '#app/app/paths';
import { storedToken } from '#app/session/session-storage';
import { tokenIsLive } from '#app/session/token-claims';
import Login from '#app/screens/login/Login/Login';
import { Guard } from './Guard';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * Every screen, registered by hand. Only the login is in the first bundle: the rest load
 * when first visited, so the login page stays small (issue 6 budget: 150 kB gzipped).
 */
const publicScreens: [RoutePath, Screen][] = [
  [paths.root, Login],
  [paths.login, Login],
  [paths.forgotPassword, lazy(() => import('#app/screens/login/ForgotPassword/ForgotPassword'))],
  [paths.error, lazy(() => import('#app/screens/status/ExceptionPage/ExceptionPage'))],
  [paths.notFound, lazy(() => import('#app/screens/status/NotFoundPage/NotFoundPage'))],
  [paths.accessDenied, lazy(() => import('#app/screens/status/AccessDeniedPage/AccessDeniedPage'))],
  [paths.wizard, lazy(() => import('#app/screens/wizard/SignUpWizard/SignUpWizard'))],
];

const guardedScreens: [RoutePath, Screen][] = [
  [paths.dashboard, lazy(() => import('#app/screens/dashboard/Dashboard/Dashboard'))],
  [paths.userProfile, lazy(() => import('#app/screens/account/UserProfile/UserProfile'))],
  [paths.settings, lazy(() => import('#app/screens/settings/Settings/Settings'))],
  [paths.companyList, lazy(() => import('#app/screens/companies/CompanyList/CompanyList'))],
  [paths.companyAdd, lazy(() => import('#app/screens/companies/CompanyAdd/CompanyAdd'))],
  [paths.companyEdit, lazy(() => import('#app/screens/companies/CompanyEdit/CompanyEdit'))],
  [paths.guillocheList, lazy(() => import('#app/screens/guilloche/GuillocheList/GuillocheList'))],
  [paths.guillocheAdd, lazy(() => import('#app/screens/guilloche/GuillocheAdd/GuillocheAdd'))],
  [paths.guillocheEdit, lazy(() => import('#app/screens/guilloche/GuillocheEdit/GuillocheEdit'))],
];

const AppLayout = lazy(() => import('#app/app/AppLayout'));
const NotFoundPage = lazy(() => import('#app/screens/status/NotFoundPage/NotFoundPage'));

function Guarded({ screen: Screen }: { screen: Screen }) {
  return (
    <Guard>
      <AppLayout>
        <Screen />
      </AppLayout>
    </Guard>
  );
}

/** Unknown paths show the not-found page: inside the layout when signed in (spec 000 section 2.2). */
function Unknown() {
  return tokenIsLive(storedToken()) ? <Guarded screen={NotFoundPage} /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Router hook={useHashLocation}>
      <Suspense fallback={<Spinner aria-label="Loading the page" />}>
        <Switch>
          {publicScreens.map(([path, Screen]) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          {guardedScreens.map(([path, screen]) => (
            <Route key={path} path={path}>
              <Guarded screen={screen} />
            </Route>
          ))}
          <Route component={Unknown} />
        </Switch>
      </Suspense>
    </Router>
  );
}
