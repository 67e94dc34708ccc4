import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeAliases, type Access, type GuardedRoute, type PublicRoute } from '@veritag/domain';
import { paths } from '#app/app/paths';
import Login from '#app/screens/login/Login/Login';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

export interface PublicScreen {
  path: PublicRoute;
  screen: Screen;
  /** The browser tab's title. */
  title: string;
}

/**
 * A guarded screen's module: the screen, and who may open it (the rule of the call the
 * screen cannot work without, so it opens exactly when the server would answer it; others
 * see /access). The rule travels with the lazily loaded screen, so the contract of screens
 * not yet visited stays out of the login page's bundle.
 */
export interface ScreenModule {
  default: ComponentType;
  access?: Access;
}

export interface GuardedScreen {
  path: GuardedRoute;
  title: string;
  load: () => Promise<ScreenModule>;
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
  { path: paths.setPassword, screen: lazy(() => import('#app/screens/login/SetPassword/SetPassword')), title: 'Set Password' },
];

/**
 * The spec's aliases (matnr_list, matnr_add, matnr_edit: spec 002 section 2) open the same
 * screens as their routes, with the same rule, tab title and menu entry. An alias is not a
 * GuardedRoute of its own (routeAliases maps it to one), hence the cast on its path only.
 */
function withAliases(screens: GuardedScreen[]): GuardedScreen[] {
  const aliases = (Object.entries(routeAliases) as [string, GuardedRoute][]).flatMap(([alias, route]) => {
    const screen = screens.find((entry) => entry.path === route);
    return screen ? [{ ...screen, path: alias as GuardedRoute, menuRoute: screen.menuRoute ?? screen.path }] : [];
  });
  return [...screens, ...aliases];
}


export const guardedScreens: readonly GuardedScreen[] = withAliases([
  { path: paths.dashboard, title: 'Dashboard', load: () => import('#app/screens/dashboard/Dashboard/Dashboard') },
  { path: paths.userProfile, title: 'User Profile', load: () => import('#app/screens/account/UserProfile/UserProfile') },
  { path: paths.settings, title: 'Settings', load: () => import('#app/screens/settings/Settings/Settings') },
  { path: paths.companyList, title: 'List of Companies', load: () => import('#app/screens/companies/CompanyList/CompanyList') },
  { path: paths.companyAdd, title: 'Add Company', load: () => import('#app/screens/companies/CompanyAdd/CompanyAdd'), menuRoute: paths.companyList },
  { path: paths.companyEdit, title: 'Edit Company', load: () => import('#app/screens/companies/CompanyEdit/CompanyEdit'), menuRoute: paths.companyList },
  { path: paths.guillocheList, title: 'Guilloche Images', load: () => import('#app/screens/guilloche/GuillocheList/GuillocheList') },
  { path: paths.guillocheAdd, title: 'Add Guilloche Image', load: () => import('#app/screens/guilloche/GuillocheAdd/GuillocheAdd'), menuRoute: paths.guillocheList },
  { path: paths.guillocheEdit, title: 'Edit Guilloche Image', load: () => import('#app/screens/guilloche/GuillocheEdit/GuillocheEdit'), menuRoute: paths.guillocheList },
  { path: paths.vendorList, title: 'Vendor List', load: () => import('#app/screens/vendors/VendorList/VendorList') },
  { path: paths.vendorAdd, title: 'Add Vendor', load: () => import('#app/screens/vendors/VendorAdd/VendorAdd'), menuRoute: paths.vendorList },
  { path: paths.vendorEdit, title: 'Edit Vendor', load: () => import('#app/screens/vendors/VendorEdit/VendorEdit'), menuRoute: paths.vendorList },
  { path: paths.customerList, title: 'Customer List', load: () => import('#app/screens/customers/CustomerList/CustomerList') },
  { path: paths.customerAdd, title: 'Add Customer', load: () => import('#app/screens/customers/CustomerAdd/CustomerAdd'), menuRoute: paths.customerList },
  { path: paths.customerEdit, title: 'Edit Customer', load: () => import('#app/screens/customers/CustomerEdit/CustomerEdit'), menuRoute: paths.customerList },
  { path: paths.businessPartnerList, title: 'Business Partner List', load: () => import('#app/screens/customers/CustomerList/BusinessPartnerList') },
  { path: paths.businessPartnerAdd, title: 'Add Business Partner', load: () => import('#app/screens/customers/CustomerAdd/BusinessPartnerAdd'), menuRoute: paths.businessPartnerList },
  { path: paths.businessPartnerEdit, title: 'Edit Business Partner', load: () => import('#app/screens/customers/CustomerEdit/BusinessPartnerEdit'), menuRoute: paths.businessPartnerList },
  { path: paths.plantList, title: 'Plant List', load: () => import('#app/screens/plants/PlantList/PlantList') },
  { path: paths.plantAdd, title: 'Add Plant', load: () => import('#app/screens/plants/PlantAdd/PlantAdd'), menuRoute: paths.plantList },
  { path: paths.plantEdit, title: 'Edit Plant', load: () => import('#app/screens/plants/PlantEdit/PlantEdit'), menuRoute: paths.plantList },
  { path: paths.packagingList, title: 'Packaging List', load: () => import('#app/screens/packaging/PackagingList/PackagingList') },
  { path: paths.packagingAdd, title: 'Add Packaging', load: () => import('#app/screens/packaging/PackagingAdd/PackagingAdd'), menuRoute: paths.packagingList },
  { path: paths.packagingEdit, title: 'Edit Packaging', load: () => import('#app/screens/packaging/PackagingEdit/PackagingEdit'), menuRoute: paths.packagingList },
  { path: paths.productList, title: 'Product List', load: () => import('#app/screens/products/ProductList/ProductList') },
  { path: paths.productAdd, title: 'Add Product', load: () => import('#app/screens/products/ProductAdd/ProductAdd'), menuRoute: paths.productList },
  { path: paths.productEdit, title: 'Edit Product', load: () => import('#app/screens/products/ProductEdit/ProductEdit'), menuRoute: paths.productList },
  { path: paths.masterProductList, title: 'Master Product List', load: () => import('#app/screens/master-products/MasterProductList/MasterProductList') },
  { path: paths.masterProductAdd, title: 'Add Master Product', load: () => import('#app/screens/master-products/MasterProductAdd/MasterProductAdd'), menuRoute: paths.masterProductList },
  { path: paths.masterProductEdit, title: 'Edit Master Product', load: () => import('#app/screens/master-products/MasterProductEdit/MasterProductEdit'), menuRoute: paths.masterProductList },
  { path: paths.tokenDataList, title: 'Token Data List', load: () => import('#app/screens/token-data/TokenDataList/TokenDataList') },
  { path: paths.tokenDataAdd, title: 'Add Token Data', load: () => import('#app/screens/token-data/TokenDataAdd/TokenDataAdd'), menuRoute: paths.tokenDataList },
  { path: paths.tokenDataReport, title: 'Token Data Report', load: () => import('#app/screens/token-data/TokenDataReport/TokenDataReport') },
  { path: paths.linkQr, title: 'Link QrCode', load: () => import('#app/screens/link-qr/LinkQr/LinkQr') },
  { path: paths.view, title: 'View', load: () => import('#app/screens/view/ViewPage/ViewPage') },
  { path: paths.userList, title: 'User List', load: () => import('#app/screens/users/UserList/UserList') },
  { path: paths.userAdd, title: 'Add User', load: () => import('#app/screens/users/UserAdd/UserAdd'), menuRoute: paths.userList },
  { path: paths.userEdit, title: 'Edit User', load: () => import('#app/screens/users/UserEdit/UserEdit'), menuRoute: paths.userList },
  { path: paths.userPrivilege, title: 'Add Priviladge', load: () => import('#app/screens/users/UserPrivilege/UserPrivilege'), menuRoute: paths.userList },
  { path: paths.auditTrail, title: 'Audit Trail', load: () => import('#app/screens/users/AuditTrail/AuditTrail') },
  { path: paths.printingJobList, title: 'Printing Jobs', load: () => import('#app/screens/printing-jobs/PrintingJobList/PrintingJobList') },
  { path: paths.codeBlacklist, title: 'Blacklisted Codes', load: () => import('#app/screens/code-blacklist/BlacklistList/BlacklistList') },
  { path: paths.printingJobAdd, title: 'Add Printing Job', load: () => import('#app/screens/printing-jobs/PrintingJobAdd/PrintingJobAdd'), menuRoute: paths.printingJobList },
  { path: paths.printingDestinations, title: 'Printer Destinations', load: () => import('#app/screens/printing-jobs/PrintingDestinations/PrintingDestinations'), menuRoute: paths.printingJobList },
  { path: paths.tokenList, title: 'Token', load: () => import('#app/screens/template-histories/TokenList/TokenList') },
  // The spec's second route to the token list; the menu's Download Print Data stays marked.
  { path: paths.templateHistories, title: 'Token', load: () => import('#app/screens/template-histories/TokenList/TokenList'), menuRoute: paths.tokenList },
  { path: paths.templateList, title: 'List of template', load: () => import('#app/screens/templates/TemplateList/TemplateList') },
  { path: paths.templateAdd, title: 'Add Template', load: () => import('#app/screens/templates/TemplateList/TemplateAdd') },
  { path: paths.selectOption, title: 'Select Option', load: () => import('#app/screens/templates/SelectOption/SelectOption'), menuRoute: paths.templateList },
  { path: paths.designTemplate, title: 'Design Template', load: () => import('#app/screens/templates/DesignTemplate/DesignTemplate'), menuRoute: paths.templateList },
  { path: paths.templateRequestList, title: 'Template Request', load: () => import('#app/screens/templates/TemplateRequestList/TemplateRequestList') },
  { path: paths.printDataList, title: 'Print Data List', load: () => import('#app/screens/print-data/PrintDataList/PrintDataList') },
  { path: paths.printDataAdd, title: 'Print Data Generator', load: () => import('#app/screens/print-data/PrintDataAdd/PrintDataAdd'), menuRoute: paths.printDataList },
  { path: paths.labelProductionList, title: 'Label Production', load: () => import('#app/screens/label-production/LabelProductionList/LabelProductionList') },
  { path: paths.labelProductionAdd, title: 'Add Label Production', load: () => import('#app/screens/label-production/LabelProductionAdd/LabelProductionAdd'), menuRoute: paths.labelProductionList },
  { path: paths.labelProductionEdit, title: 'Edit Label Production', load: () => import('#app/screens/label-production/LabelProductionEdit/LabelProductionEdit'), menuRoute: paths.labelProductionList },
  { path: paths.rollFileList, title: 'Label Production File List', load: () => import('#app/screens/rolls/RollFileList/RollFileList') },
  { path: paths.fCodesReport, title: 'F-Codes Report', load: () => import('#app/screens/reports/FCodesReport/FCodesReport') },
  { path: paths.invalidScanList, title: 'Invalid Scan', load: () => import('#app/screens/invalid-scans/InvalidScanList/InvalidScanList') },
  { path: paths.invalidScanReport, title: 'Invalid Scan Report', load: () => import('#app/screens/invalid-scans/InvalidScanReport/InvalidScanReport'), menuRoute: paths.invalidScanList },
  { path: paths.smartBin, title: 'Smart Bin', load: () => import('#app/screens/smart-bin/SmartBinList/SmartBinList') },
  { path: paths.endUserReport, title: 'Report of End Users', load: () => import('#app/screens/end-users/EndUserReport/EndUserReport') },
  { path: paths.rewardHistoryReport, title: 'EndUser Reward History Report', load: () => import('#app/screens/end-users/RewardHistoryReport/RewardHistoryReport') },
  { path: paths.inventoryList, title: 'Inventory', load: () => import('#app/screens/track-trace/InventoryList/InventoryList') },
  { path: paths.inventoryReport, title: 'Inventory Transaction Reports', load: () => import('#app/screens/track-trace/InventoryReport/InventoryReport') },
  { path: paths.consignmentList, title: 'Consignment', load: () => import('#app/screens/track-trace/ConsignmentList/ConsignmentList') },
  { path: paths.consignmentFcodeList, title: 'Parent F-Codes', load: () => import('#app/screens/track-trace/ConsignmentList/ParentFCodeList') },
  { path: paths.qrSearchList, title: 'QrCode Search List', load: () => import('#app/screens/qr-search/QrSearchList/QrSearchList') },
  { path: paths.qrSearch, title: 'Search QrCode', load: () => import('#app/screens/qr-search/QrSearch/QrSearch'), menuRoute: paths.qrSearchList },
  { path: paths.geoDiversionList, title: 'Geo-Diversions', load: () => import('#app/screens/geo-diversion/GeoDiversionList/GeoDiversionList') },
]);

const loaded = new Map<GuardedScreen['load'], Promise<ScreenModule>>();
/** The screen's module, loaded once: the guard reads its rule before the screen renders. */
export function screenModuleOf(entry: GuardedScreen): Promise<ScreenModule> {
  let module = loaded.get(entry.load);
  if (!module) loaded.set(entry.load, (module = entry.load()));
  return module;
}

const guardedByPath = new Map<string, GuardedScreen>(guardedScreens.map((entry) => [entry.path, entry]));

/** The registered screen of a path, if any: the menu offers only these. */
export const guardedScreenOf = (path: string): GuardedScreen | undefined => guardedByPath.get(path);
