import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { authCalls, companyCalls, guillocheCalls, settingsCalls, vendorCalls } from '@veritag/api';
import type { Access, GuardedRoute, PublicRoute } from '@veritag/domain';
import { paths } from '#app/app/paths';
import Login from '#app/screens/login/Login/Login';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

export interface PublicScreen {
  path: PublicRoute;
  screen: Screen;
  /** The browser tab's title. */
  title: string;
}

export interface GuardedScreen {
  path: GuardedRoute;
  screen: Screen;
  title: string;
  /**
   * Who may open it: the rule of the call the screen cannot work without, so a screen opens
   * exactly when the server would answer it. Others see /access.
   */
  access: Access | undefined;
  /** The menu entry that stays open and marked while it shows (an add or edit screen's list). */
  menuRoute?: GuardedRoute;
}

/**
 * Every screen, registered by hand. Only the login is in the first bundle: the rest load
 * when first visited, so the login page stays small (issue 6 budget: 150 kB gzipped).
 */
export const publicScreens: readonly PublicScreen[] = [
  { path: paths.root, screen: Login, title: 'Login' },
  { path: paths.login, screen: Login, title: 'Login' },
  { path: paths.forgotPassword, screen: lazy(() => import('#app/screens/login/ForgotPassword/ForgotPassword')), title: 'Forgot Password' },
  { path: paths.error, screen: lazy(() => import('#app/screens/status/ExceptionPage/ExceptionPage')), title: 'Exception Occured' },
  { path: paths.notFound, screen: lazy(() => import('#app/screens/status/NotFoundPage/NotFoundPage')), title: 'Page Not Found' },
  { path: paths.accessDenied, screen: lazy(() => import('#app/screens/status/AccessDeniedPage/AccessDeniedPage')), title: 'Access Denied' },
  { path: paths.wizard, screen: lazy(() => import('#app/screens/wizard/SignUpWizard/SignUpWizard')), title: 'Sign Up' },
];

export const guardedScreens: readonly GuardedScreen[] = [
  { path: paths.dashboard, screen: lazy(() => import('#app/screens/dashboard/Dashboard/Dashboard')), title: 'Dashboard', access: authCalls.account.access },
  { path: paths.userProfile, screen: lazy(() => import('#app/screens/account/UserProfile/UserProfile')), title: 'User Profile', access: authCalls.account.access },
  { path: paths.settings, screen: lazy(() => import('#app/screens/settings/Settings/Settings')), title: 'Settings', access: settingsCalls.save.access },
  { path: paths.companyList, screen: lazy(() => import('#app/screens/companies/CompanyList/CompanyList')), title: 'List of Companies', access: companyCalls.list.access },
  { path: paths.companyAdd, screen: lazy(() => import('#app/screens/companies/CompanyAdd/CompanyAdd')), title: 'Add Company', access: companyCalls.create.access, menuRoute: paths.companyList },
  { path: paths.companyEdit, screen: lazy(() => import('#app/screens/companies/CompanyEdit/CompanyEdit')), title: 'Edit Company', access: companyCalls.update.access, menuRoute: paths.companyList },
  { path: paths.guillocheList, screen: lazy(() => import('#app/screens/guilloche/GuillocheList/GuillocheList')), title: 'Guilloche Images', access: guillocheCalls.list.access },
  { path: paths.guillocheAdd, screen: lazy(() => import('#app/screens/guilloche/GuillocheAdd/GuillocheAdd')), title: 'Add Guilloche Image', access: guillocheCalls.create.access, menuRoute: paths.guillocheList },
  { path: paths.guillocheEdit, screen: lazy(() => import('#app/screens/guilloche/GuillocheEdit/GuillocheEdit')), title: 'Edit Guilloche Image', access: guillocheCalls.update.access, menuRoute: paths.guillocheList },
  { path: paths.vendorList, screen: lazy(() => import('#app/screens/vendors/VendorList/VendorList')), title: 'Vendor List', access: vendorCalls.list.access },
  { path: paths.vendorAdd, screen: lazy(() => import('#app/screens/vendors/VendorAdd/VendorAdd')), title: 'Add Vendor', access: vendorCalls.create.access, menuRoute: paths.vendorList },
  { path: paths.vendorEdit, screen: lazy(() => import('#app/screens/vendors/VendorEdit/VendorEdit')), title: 'Edit Vendor', access: vendorCalls.update.access, menuRoute: paths.vendorList },
  { path: paths.view, screen: lazy(() => import('#app/screens/view/ViewPage/ViewPage')), title: 'View', access: authCalls.account.access },
];

const guardedByPath = new Map<string, GuardedScreen>(guardedScreens.map((entry) => [entry.path, entry]));

/** The registered screen of a path, if any: the menu offers only these. */
export const guardedScreenOf = (path: string): GuardedScreen | undefined => guardedByPath.get(path);
