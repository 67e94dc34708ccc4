export {
  defineCall,
  type CallSpec,
  type MultipartSpec,
  type FilePartSpec,
  type HttpMethod,
  type CallParams,
  type CallQuery,
  type CallBody,
  type CallReply,
  type CallInput,
} from './contract/define-call';
export { ProblemSchema, FieldErrorSchema, problemContentType, type Problem, type FieldError } from './contract/problem';
export { contract, allCalls, apiRoot } from './contract/contract';
export { CompanyPageQuerySchema, type CompanyPage } from './contract/companies.contract';
export { HealthSchema } from './contract/system.contract';
export type { DownloadedFile } from './contract/define-call';
export { ApiError } from './client/api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client/create-api-client';
export { toFormData } from './client/form-data';
export { openApiDocument, type OpenApiDocument } from './openapi/openapi-document';
