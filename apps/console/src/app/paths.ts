import type { Route } from '@veritag/domain';

/**
 * Every link of the console, from one table (spec spelling kept: /forgotpassowrd). Screens
 * link through these names, never through string literals.
 */
export const paths = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgotpassowrd',
  error: '/error',
  notFound: '/notfound',
  accessDenied: '/access',
  wizard: '/wizard',
  dashboard: '/dashboard',
  userProfile: '/user_profile',
  settings: '/settings',
  companyList: '/company_list',
  companyAdd: '/company_add',
  companyEdit: '/company_edit',
  guillocheList: '/guilloche_images_list',
  guillocheAdd: '/guilloche_images_add',
  guillocheEdit: '/guilloche_images_edit',
  vendorList: '/vendor_list',
  vendorAdd: '/vendor_add',
  vendorEdit: '/vendor_edit',
  customerList: '/customer_list',
  customerAdd: '/customer_add',
  customerEdit: '/customer_edit',
  businessPartnerList: '/business_partner_list',
  businessPartnerAdd: '/business_partner_add',
  businessPartnerEdit: '/business_partner_edit',
  plantList: '/plant_list',
  plantAdd: '/plant_add',
  plantEdit: '/plant_edit',
  packagingList: '/packaging_list',
  packagingAdd: '/packaging_add',
  packagingEdit: '/packaging_edit',
  productList: '/product_list',
  productAdd: '/product_add',
  productEdit: '/product_edit',
  masterProductList: '/master_product_list',
  masterProductAdd: '/master_product_add',
  masterProductEdit: '/master_product_edit',
  view: '/view',
} as const satisfies Record<string, Route>;
export type PathName = keyof typeof paths;
