import { apiKeyCalls } from './api-keys.contract';
import { auditCalls } from './audit.contract';
import { authCalls } from './auth.contract';
import { codeBlacklistCalls } from './code-blacklist.contract';
import { codeSpaceCalls } from './code-space.contract';
import { companyCalls } from './companies.contract';
import { consignmentCalls } from './consignments.contract';
import { contactPersonCalls } from './contact-people.contract';
import { customerCalls } from './customers.contract';
import { dashboardCalls } from './dashboard.contract';
import { endUserCalls } from './end-users.contract';
import { epcisQueryCalls } from './epcis-queries.contract';
import { fontCalls } from './fonts.contract';
import { geoDiversionCalls } from './geo-diversions.contract';
import { guillocheCalls } from './guilloche.contract';
import { inventoryCalls } from './inventory.contract';
import { invalidScanCalls } from './invalid-scans.contract';
import { scanPageCalls } from './scan-page.contract';
import { scanPreviewCalls } from './scan-previews.contract';
import { labelProductionCalls } from './label-production.contract';
import { linkQrCalls } from './link-qr.contract';
import { masterProductCalls } from './master-products.contract';
import { packagingCalls } from './packaging.contract';
import { plantCalls } from './plants.contract';
import { printDataCalls } from './print-data.contract';
import { printingDestinationCalls, printingJobCalls } from './printing-jobs.contract';
import { privilegeCalls } from './privileges.contract';
import { productCalls } from './products.contract';
import { productImportCalls } from './product-imports.contract';
import { qrCodeCalls } from './qr-codes.contract';
import { reportCalls } from './reports.contract';
import { rollCalls } from './rolls.contract';
import { settingsCalls } from './settings.contract';
import { smartBinCalls } from './smart-bin.contract';
import { systemCalls } from './system.contract';
import { templateDesignCalls } from './template-designs.contract';
import { templateHistoryCalls } from './template-histories.contract';
import { templateCalls } from './templates.contract';
import { tokenDataCalls } from './token-data.contract';
import { traceEventCalls } from './trace-events.contract';
import { userCalls } from './users.contract';
import { vendorCalls } from './vendors.contract';
import { webhookCalls } from './webhooks.contract';
import type { CallSpec } from './define-call';
export { apiRoot } from './define-call';

/** Every call of the platform, grouped by area. The API root is /api. */
export const contract = {
  auth: authCalls,
  companies: companyCalls,
  guilloche: guillocheCalls,
  settings: settingsCalls,
  system: systemCalls,
  // Spec 000: dashboards, customers and business partners.
  dashboard: dashboardCalls,
  customers: customerCalls,
  contactPeople: contactPersonCalls,
  // Spec 001: templates, printing, users.
  templates: templateCalls,
  templateDesigns: templateDesignCalls,
  fonts: fontCalls,
  templateHistories: templateHistoryCalls,
  printData: printDataCalls,
  // Ours (decision 0361): the room left per code type and length, which the print data form shows.
  codeSpace: codeSpaceCalls,
  // Ours (decision 0222): label production behind label_production_add, _edit and _list.
  labelProduction: labelProductionCalls,
  printingJobs: printingJobCalls,
  // Ours (decision 0205): where a vendor's or plant's printing jobs are sent.
  printingDestinations: printingDestinationCalls,
  // Ours (decision 0270): codes blacklisted and reactivated, one by one or by CSV.
  codeBlacklist: codeBlacklistCalls,
  users: userCalls,
  // Ours (decision 0121): the audit trail under User Management.
  audit: auditCalls,
  // Spec 002: master data, token data, reports, track and trace.
  privileges: privilegeCalls,
  plants: plantCalls,
  vendors: vendorCalls,
  packaging: packagingCalls,
  products: productCalls,
  productImports: productImportCalls,
  masterProducts: masterProductCalls,
  tokenData: tokenDataCalls,
  rolls: rollCalls,
  invalidScans: invalidScanCalls,
  endUsers: endUserCalls,
  reports: reportCalls,
  inventory: inventoryCalls,
  consignments: consignmentCalls,
  // Ours (decision 0304): the EPCIS events that feed inventory and consignments.
  traceEvents: traceEventCalls,
  // Ours (decision 0459): the EPCIS REST binding's named queries and their subscriptions.
  epcisQueries: epcisQueryCalls,
  qrCodes: qrCodeCalls,
  linkQr: linkQrCalls,
  smartBin: smartBinCalls,
  // Ours (decision 0331): scans far from their consignment's destination.
  geoDiversions: geoDiversionCalls,
  // Ours (decision 0258): the public scan page's actions.
  scanPage: scanPageCalls,
  // Ours (decision 0473): the forms' preview of the scan page.
  scanPreviews: scanPreviewCalls,
  // Ours (decisions 0443, 0449): machines' own keys, and the platform's events sent out by webhook.
  apiKeys: apiKeyCalls,
  webhooks: webhookCalls,
} as const;

/** Every declared call with its id (`area.name`), for coverage reports and the OpenAPI document. */
export const allCalls = (): { id: string; call: CallSpec }[] =>
  Object.entries(contract).flatMap(([area, calls]) =>
    Object.entries(calls as Record<string, CallSpec>).map(([name, call]) => ({
      id: `${area}.${name}`,
      call,
    })),
  );
