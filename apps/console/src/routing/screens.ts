import * as login from '#app/screens/login/screens';
import * as status from '#app/screens/status/screens';
import * as wizard from '#app/screens/wizard/screens';
import * as dashboard from '#app/screens/dashboard/screens';
import * as account from '#app/screens/account/screens';
import * as settings from '#app/screens/settings/screens';
import * as companies from '#app/screens/companies/screens';
import * as guilloche from '#app/screens/guilloche/screens';
import * as vendors from '#app/screens/vendors/screens';
import * as customers from '#app/screens/customers/screens';
import * as plants from '#app/screens/plants/screens';
import * as packaging from '#app/screens/packaging/screens';
import * as products from '#app/screens/products/screens';
import * as masterProducts from '#app/screens/master-products/screens';
import * as tokenData from '#app/screens/token-data/screens';
import * as linkQr from '#app/screens/link-qr/screens';
import * as view from '#app/screens/view/screens';
import * as users from '#app/screens/users/screens';
import * as printingJobs from '#app/screens/printing-jobs/screens';
import * as codeBlacklist from '#app/screens/code-blacklist/screens';
import * as templateHistories from '#app/screens/template-histories/screens';
import * as templates from '#app/screens/templates/screens';
import * as printData from '#app/screens/print-data/screens';
import * as labelProduction from '#app/screens/label-production/screens';
import * as rolls from '#app/screens/rolls/screens';
import * as reports from '#app/screens/reports/screens';
import * as invalidScans from '#app/screens/invalid-scans/screens';
import * as smartBin from '#app/screens/smart-bin/screens';
import * as endUsers from '#app/screens/end-users/screens';
import * as trackTrace from '#app/screens/track-trace/screens';
import * as qrSearch from '#app/screens/qr-search/screens';
import * as geoDiversion from '#app/screens/geo-diversion/screens';
import * as integrations from '#app/screens/integrations/screens';
import type { GuardedDeclaration } from './screen-declaration';

/**
 * Every screen of the console, registered by hand (one line per feature, explicit over magic).
 * Each feature declares its screens once, in screens/<feature>/screens.ts: path, title, menu
 * entry and the lazy module that brings the body and its access rule. The route table, `paths`
 * and the menu derive from this object; its keys are the names of `paths`.
 */
export const screens = {
  ...login,
  ...status,
  ...wizard,
  ...dashboard,
  ...account,
  ...settings,
  ...companies,
  ...guilloche,
  ...vendors,
  ...customers,
  ...plants,
  ...packaging,
  ...products,
  ...masterProducts,
  ...tokenData,
  ...linkQr,
  ...view,
  ...users,
  ...printingJobs,
  ...codeBlacklist,
  ...templateHistories,
  ...templates,
  ...printData,
  ...labelProduction,
  ...rolls,
  ...reports,
  ...invalidScans,
  ...smartBin,
  ...endUsers,
  ...trackTrace,
  ...qrSearch,
  ...geoDiversion,
  ...integrations,
};

export type ScreenName = keyof typeof screens;
type Declared = (typeof screens)[ScreenName];
/** A route of the console: the path of a declared screen. */
export type Route = Declared['path'];

const declarations: readonly Declared[] = Object.values(screens);

export const guardedScreens = declarations.filter(
  (screen): screen is Extract<Declared, { kind: 'guarded' }> => screen.kind === 'guarded',
);
export const publicScreens = declarations.filter(
  (screen): screen is Extract<Declared, { kind: 'public' }> => screen.kind === 'public',
);

const guardedByPath = new Map<string, GuardedDeclaration<Route>>(
  guardedScreens.flatMap((screen) =>
    [screen.path, ...(screen.aliases ?? [])].map((path) => [path, screen] as const),
  ),
);

/** The guarded screen a path (or an alias) opens, if any. */
export const guardedScreenOf = (path: string): GuardedDeclaration<Route> | undefined =>
  guardedByPath.get(path);
