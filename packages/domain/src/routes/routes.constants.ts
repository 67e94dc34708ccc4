/**
 * The console's routes (spec 000 section 2), spelling as the spec gives it
 * (/forgotpassowrd, /user_privladge). In-page navigation uses hash routes.
 */
export const publicRoutes = [
  '/', '/login', '/forgotpassowrd', '/error', '/notfound', '/access', '/wizard',
  // Ours (issue 14): a new user's first password, from the link in their mail.
  '/set_password',
] as const;

export const guardedRoutes = [
  '/dashboard', '/user_profile', '/settings', '/user_list', '/user_edit', '/user_add',
  '/company_list', '/company_add', '/company_edit',
  '/customer_list', '/customer_add', '/customer_edit',
  '/business_partner_list', '/business_partner_add', '/business_partner_edit',
  '/template_add', '/template_design', '/template_history_list', '/template_request_list', '/design_template', '/select_option',
  '/print_data_add', '/print_data_list', '/printing_job_add', '/printing_job_list', '/template_histories',
  '/label_production_add', '/label_production_list', '/label_production_edit', '/roll_file_list',
  '/plant_add', '/plant_list', '/plant_edit', '/vendor_add', '/vendor_list', '/vendor_edit',
  '/product_add', '/product_list', '/product_edit', '/packaging_add', '/packaging_list', '/packaging_edit',
  '/link_qr', '/user_privladge', '/view', '/token_data_add', '/token_data_list', '/token_data_report',
  '/master_product_add', '/master_product_edit', '/master_product_list',
  '/guilloche_images_add', '/guilloche_images_edit', '/guilloche_images_list',
  '/invalid_scan_list', '/report', '/reports', '/enduser_reward_reports',
  '/inventory_list', '/inventory_report', '/consignment_list', '/consignment_fcode_list',
  '/search_qr_code', '/search', '/download/invalid-scan-report', '/smart-bin',
  // Ours (issue 14): the audit trail under User Management.
  '/audit_trail',
  // Ours (issue 17): where each vendor's and plant's printing jobs are sent.
  '/printing_destinations',
  // Ours (issue 18): blacklisted codes, blacklisting and reactivating them.
  '/code_blacklist',
  // Ours (issue 20): scans far from their consignment's destination.
  '/geo_diversion_list',
] as const;

export type PublicRoute = (typeof publicRoutes)[number];
export type GuardedRoute = (typeof guardedRoutes)[number];
export type Route = PublicRoute | GuardedRoute;

/** matnr_add, matnr_edit and matnr_list are aliases of the master product screens. */
export const routeAliases = {
  '/matnr_add': '/master_product_add',
  '/matnr_edit': '/master_product_edit',
  '/matnr_list': '/master_product_list',
} as const satisfies Record<string, GuardedRoute>;

/**
 * Screens that need a record id in navigation state, and where they return without it
 * (spec 000 section 2.2, 001 and 002 section 2).
 */
export const returnRouteWithoutId = {
  '/company_edit': '/company_list',
  '/customer_edit': '/customer_list',
  '/business_partner_edit': '/business_partner_list',
  '/guilloche_images_edit': '/guilloche_images_list',
  '/design_template': '/template_design',
  '/select_option': '/template_design',
  '/user_edit': '/user_list',
  '/user_privladge': '/user_list',
  '/label_production_add': '/print_data_list',
  '/label_production_edit': '/label_production_list',
  '/plant_edit': '/plant_list',
  '/vendor_edit': '/vendor_list',
  '/product_edit': '/product_list',
  '/packaging_edit': '/packaging_list',
  '/master_product_edit': '/master_product_list',
} as const satisfies Partial<Record<GuardedRoute, GuardedRoute>>;
