export {
  defineCall,
  type CallSpec,
  type ServedCall,
  type MultipartSpec,
  type FilePartSpec,
  type HttpMethod,
  type CallParams,
  type CallQuery,
  type CallBody,
  type CallReply,
  type CallInput,
} from './contract/define-call';
export {
  ProblemSchema,
  FieldErrorSchema,
  problemContentType,
  type Problem,
  type FieldError,
} from './contract/problem';
export { contract, allCalls, apiRoot } from './contract/contract';
// Each area's calls on their own, so a screen bundles only the calls it makes.
export { apiKeyCalls } from './contract/api-keys.contract';
export { authCalls } from './contract/auth.contract';
export { codeBlacklistCalls } from './contract/code-blacklist.contract';
export { codeSpaceCalls } from './contract/code-space.contract';
export { companyCalls } from './contract/companies.contract';
export { consignmentCalls } from './contract/consignments.contract';
export { customerCalls } from './contract/customers.contract';
export { scanPreviewCalls } from './contract/scan-previews.contract';
export { contactPersonCalls } from './contract/contact-people.contract';
export { dashboardCalls } from './contract/dashboard.contract';
export { endUserCalls } from './contract/end-users.contract';
export { fontCalls } from './contract/fonts.contract';
export { geoDiversionCalls } from './contract/geo-diversions.contract';
export { guillocheCalls } from './contract/guilloche.contract';
export { inventoryCalls } from './contract/inventory.contract';
export { invalidScanCalls, invalidScanColumns } from './contract/invalid-scans.contract';
export { linkQrCalls } from './contract/link-qr.contract';
export { masterProductCalls } from './contract/master-products.contract';
export {
  productImportCalls,
  productImportAccess,
  ProductImportSchema,
  ProductImportStartedSchema,
  type ProductImport,
} from './contract/product-imports.contract';
export { packagingCalls } from './contract/packaging.contract';
export { plantCalls } from './contract/plants.contract';
export { printDataCalls } from './contract/print-data.contract';
export { labelProductionCalls } from './contract/label-production.contract';
export {
  printingDestinationCalls,
  printingJobAccess,
  printingJobCalls,
} from './contract/printing-jobs.contract';
export { privilegeCalls } from './contract/privileges.contract';
export { productCalls } from './contract/products.contract';
export { qrCodeCalls } from './contract/qr-codes.contract';
export { reportCalls } from './contract/reports.contract';
export { rollCalls } from './contract/rolls.contract';
export { settingsCalls } from './contract/settings.contract';
export { smartBinCalls } from './contract/smart-bin.contract';
export { systemCalls } from './contract/system.contract';
export { templateDesignCalls } from './contract/template-designs.contract';
export {
  templateHistoryCalls,
  tokenGenerateAccess,
  tokenListAccess,
} from './contract/template-histories.contract';
export { templateCalls } from './contract/templates.contract';
export { tokenDataCalls, tokenDataAccess, tokenDataColumns } from './contract/token-data.contract';
export { userCalls } from './contract/users.contract';
export { auditCalls } from './contract/audit.contract';
export { vendorCalls } from './contract/vendors.contract';
export { webhookCalls } from './contract/webhooks.contract';

export { CompanyListQuerySchema, type CompanyPage } from './contract/companies.contract';
export { HealthSchema, MapSettingsSchema, type MapSettings } from './contract/system.contract';
export type { DownloadedFile } from './contract/define-call';
export { ApiError } from './client/api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client/create-api-client';
export { toFormData } from './client/form-data';
export { openApiDocument, type OpenApiDocument } from './openapi/openapi-document';
