/**
 * The one door of @veritag/domain: every export is named here (no `export *`), so what
 * the console, the api contract and the server may use is visible in one place.
 */
export { messages, notices } from './messages/messages';
export {
  requiredText,
  requiredEmail,
  optionalText,
  IdSchema,
  IdParamsSchema,
  maxId,
} from './text/text.schema';
export {
  FlagSchema,
  optionalFlag,
  requiredNumber,
  optionalNumber,
  requiredDigits,
  optionalDigits,
  mobileLimits,
  HexColorSchema,
  choiceOf,
  optionalChoiceOf,
  requiredRef,
  fixedValue,
  type NumberFieldOptions,
  type DigitsFieldOptions,
} from './fields/fields.schema';
export { pathTo, isEmptyValue, issueAt, notAfterField } from './fields/form-checks';
export { stripEmptyFields, type Stripped } from './forms/strip-empty.rules';
export {
  datePartsOf,
  formatIsoDate,
  formatIsoMonth,
  formatIsoDateTime,
  formatListDateTime,
  daysInMonth,
  parseIsoDate,
  parseIsoMonth,
  addMonths,
  defaultScanRange,
  monthNames,
  type DateParts,
  type DateZone,
  type MonthName,
} from './dates/date-format.rules';
export {
  requiredIsoDate,
  optionalIsoDate,
  isoMonthField,
  IsoDateSchema,
  type YearRange,
  type DateFieldOptions,
} from './dates/date-fields.schema';
export { yearRanges } from './dates/year-ranges.constants';
export {
  imageTypes,
  pdfTypes,
  csvTypes,
  spreadsheetTypes,
  mediaTypes,
  fileRules,
  formatFileSize,
  type FileRule,
  type FileRuleName,
  contentCaps,
  type ContentCaps,
  type UploadKind,
} from './files/file-rules';
export {
  fileIssue,
  filesIssue,
  chosenFile,
  optionalChosenFile,
  type ChosenFile,
} from './files/file.rules';
export {
  sortDirections,
  pageQuerySchema,
  pageSchema,
  type SortDirection,
  type Sort,
  type Page,
} from './paging/paging.schema';
export { pageSizes, defaultSort, defaultSortParam } from './paging/paging.constants';
export { roles, isAdminRole, roleOf, type Role } from './session/roles';
export {
  tokenExpiresAt,
  isTokenLive,
  trackAndTraceFlagOf,
  trackAndTraceStorageKey,
  dashboardVariantOf,
  type PrivilegeEntry,
  type DashboardVariant,
} from './session/session.rules';
export {
  AccountSchema,
  UserPrivilegeSchema,
  SettingsSchema,
  type Account,
  type UserPrivilege,
  type Settings,
} from './session/session.schema';
export {
  otpChannels,
  OtpChannelSchema,
  CheckLoginSchema,
  CheckLoginReplySchema,
  SendLoginOtpSchema,
  SendResetOtpSchema,
  SendOtpSchema,
  LoginSchema,
  LoginReplySchema,
  LoginWithOtpSchema,
  NewPasswordSchema,
  ResetPasswordSchema,
  MessageReplySchema,
  TokenClaimsSchema,
  type OtpChannel,
  type CheckLogin,
  type CheckLoginReply,
  type SendOtp,
  type Login,
  type LoginWithOtp,
  type ResetPassword,
  type TokenClaims,
} from './auth/auth.schema';
export {
  privilegeLevels,
  privilegeCatalogue,
  type PrivilegeLevel,
  type PrivilegeDefinition,
  type ModuleName,
  type PrivilegeName,
} from './privileges/privilege-catalogue';
export {
  PrivilegeNodeSchema,
  privilegeTreeOf,
  privilegeLevelOf,
  type PrivilegeNode,
  type HeldPrivilege,
} from './privileges/privilege-tree';
export {
  setModuleEnabled,
  setModuleLevel,
  setChildLevel,
  childSwitchLevels,
  childSwitches,
  toggleChildSwitch,
  toggleModuleSwitch,
  moduleEnabled,
  heldPrivilegesOf,
  grantableModules,
  PrivilegeSaveSchema,
  type ChildSwitch,
  type PrivilegeSave,
} from './privileges/privilege-tree.rules';
export {
  canSee,
  areaActionLevels,
  allowedActions,
  customerListActions,
  showsSampleExcel,
  showsLinkQrCustomer,
  canUseSmartBin,
  type PermissionSubject,
  type Area,
  type AreaAction,
} from './privileges/permissions.rules';
export {
  access,
  accessRefusal,
  isAllowed,
  privilegeNeeded,
  type Access,
  type AccessRefusal,
  type PublicAccess,
  type SignedInAccess,
} from './access/access.rules';
export type { MenuDefinition, MenuEntry, MenuGroup, MenuLink } from './menu/menu.definition';
export { menuFor, menuRoutesOf, type MenuItem, type MenuSubject } from './menu/menu.rules';
export {
  colorThemes,
  menuModes,
  menuColors,
  profileModes,
  defaultLayout,
  mobileBreakpointPx,
  submenuAnimationMs,
  qrPreview,
  mapDefaults,
  signUpTiers,
  signUpVatPercent,
  signUpTimeZoneCount,
  signUpTimeZones,
  signUpReferralSources,
  type ColorTheme,
  type MenuMode,
  type MenuColor,
  type ProfileMode,
} from './shell/shell.constants';
export { valueAtPath, qrDownloadName } from './view/view.rules';
export {
  ScanRangeSchema,
  ScanRangeQuerySchema,
  type ScanRangeQuery,
  ScanPointSchema,
  ScanClusterSchema,
  ScanMapFiguresSchema,
  ScanDashboardSchema,
  formatAverageScans,
  scannedProductCategories,
  scanMarkerTone,
  weekdayPalette,
  weekdayColor,
  type ScanRange,
  type ScanPoint,
  type ScanCluster,
  type ScanMapFigures,
  type ScanDashboard,
  LookupFloodSchema,
  type LookupFlood,
} from './dashboard/dashboard.schema';
export {
  CompanyInputSchema,
  CompanyUpdateSchema,
  CompanySchema,
  type CompanyInput,
  type CompanyUpdate,
  type Company,
} from './company/company.schema';
export {
  ContactPersonInputSchema,
  ContactPersonsSchema,
  ContactPersonSchema,
  type ContactPersonInput,
  type ContactPerson,
} from './contact-person/contact-person.schema';
export {
  companyTypes,
  companyTypeOf,
  customerFlags,
  CustomerFormSchema,
  UploadProductsFormSchema,
  type CompanyType,
  type CustomerForm,
} from './customer/customer.schema';
export {
  customerFormTabs,
  customerShowsLinkQr,
  customerVideoPath,
} from './customer/customer.rules';
export {
  customerUploadsSchema,
  customerScreenFormSchema,
} from './customer/customer-uploads.schema';
export {
  helpDeskEmailsOf,
  joinHelpDeskEmails,
  EmailConfigSchema,
  emailPasswordMask,
  type EmailConfig,
} from './customer/email-config.schema';
export {
  CustomerSchema,
  CustomerOptionSchema,
  type Customer,
  type CustomerOption,
} from './customer/customer-record.schema';
export {
  GuillocheFieldsSchema,
  GuillocheUpdateFieldsSchema,
  GuillocheImageSchema,
  GuillocheAddFormSchema,
  GuillocheEditFormSchema,
  type GuillocheImage,
} from './guilloche/guilloche.schema';
export {
  componentTypes,
  textComponentTypes,
  symbolComponentFormats,
  pdfRenderScale,
  defaultComponentSize,
  defaultDesignColor,
  fontNames,
  settingTabs,
  templateStatuses,
  jobStatuses,
  type ComponentType,
  type FontName,
  type TemplateStatus,
  type JobStatus,
} from './template/template.constants';
export {
  barcodeFormats,
  barcodeFormatIds,
  barcodeFormatOf,
  type BarcodeFormat,
} from './template/barcode-formats.constants';
export {
  TemplateAddSchema,
  TemplateEditSchema,
  GenerateTokenSchema,
  TemplateSchema,
  TokenBatchSchema,
  tokenFileKinds,
  TokenFileSchema,
  type TokenFileKind,
  type TokenFile,
  type TemplateAdd,
  type TemplateEdit,
  type GenerateToken,
  type Template,
  type TokenBatch,
} from './template/template.schema';
export {
  DesignCoordinateSchema,
  isPositioned,
  DesignSaveSchema,
  type DesignCoordinate,
  type DesignSave,
} from './template/design.schema';
export {
  resolveComponents,
  defaultFontName,
  defaultFontSize,
  type ResolvedComponent,
} from './template/design.rules';
export {
  sheetLayout,
  sheetLayoutProblem,
  mmToPt,
  ptToMm,
  pointsPerMillimetre,
  type SheetSettings,
  type SheetLayout,
  type LabelSlot,
  type PageSize,
} from './template/sheet-layout';
export {
  templateRowActions,
  tokenRowActions,
  isTextComponent,
  componentButton,
  type ComponentButtonTone,
} from './template/template.rules';
export { scanPath, scanUrlOf } from './template/scan-url';
export {
  fontFormats,
  FontAddSchema,
  CompanyFontSchema,
  TemplateDesignSchema,
  type FontFormat,
  type FontAdd,
  type CompanyFont,
  type TemplateDesign,
} from './template/font.schema';
export {
  codeTypes,
  digitRanges,
  labelSizes,
  printDataYears,
  printDataFileKinds,
  type CodeType,
  type LabelSize,
  type PrintDataFileKind,
} from './print-data/print-data.constants';
export {
  productionStatuses,
  rollsFor,
  productionProblem,
  type ProductionStatus,
  type RollSpan,
} from './print-data/label-production.rules';
export {
  LabelProductionFormSchema,
  LabelProductionCreateSchema,
  LabelProductionUpdateSchema,
  RollSchema,
  ProductionSchema,
  ProductionRowSchema,
  type LabelProductionForm,
  type Roll,
  type Production,
  type ProductionRow,
} from './print-data/label-production.schema';
export {
  digitOptionsFor,
  printDataYearOptions,
  micrositeDefaults,
  printDataRowActions,
  printDataNextStep,
  serialStartsAsFormula,
  type MicrositeDefaults,
} from './print-data/print-data.rules';
export {
  PrintDataFormSchema,
  printDataFormWithRoom,
  PrintDataSchema,
  type PrintDataForm,
  type PrintData,
} from './print-data/print-data.schema';
export {
  maxPrintingJobs,
  PrintingJobFormSchema,
  PrintingJobSchema,
  type PrintingJobForm,
  type PrintingJob,
  printingJobStatuses,
  printingStatuses,
  printingOwnerKinds,
  PrintingDestinationChoiceSchema,
  dropFolderChoice,
  printerProtocols,
  defaultPrinterPorts,
  printerPasswordMask,
  PrinterDestinationFormSchema,
  PrinterDestinationFieldsSchema,
  PrinterDestinationSchema,
  PrintingTargetSchema,
  destinationAddress,
  type PrintingStatus,
  type PrintingOwnerKind,
  type PrinterProtocol,
  type PrinterDestinationForm,
  type PrinterDestination,
  type PrintingTarget,
} from './printing-job/printing-job.schema';
export {
  authoritiesHiddenInTrackAndTrace,
  defaultAuthority,
  authorityOptions,
  userFormFields,
  isKnownRole,
  worksForCustomers,
  chosenCustomersOf,
  type UserFormContext,
} from './user/user.rules';
export {
  userFormSchema,
  ProfileFormSchema,
  ProfileScreenSchema,
  ChangePasswordSchema,
  UserSchema,
  type UserForm,
  type ProfileForm,
  type ChangePassword,
  type User,
} from './user/user.schema';
export {
  plantLimits,
  plantFormSchema,
  plantProductRowsShown,
  plantProductLocked,
  PlantSchema,
  PlantOptionSchema,
  type FormMode,
  type PlantForm,
  type Plant,
  type PlantOption,
} from './plant/plant.schema';
export {
  VendorFormSchema,
  VendorSchema,
  type VendorForm,
  type Vendor,
} from './vendor/vendor.schema';
export {
  PackagingLevelSchema,
  packagingRootCount,
  PackagingRootSchema,
  PackagingFormSchema,
  packagingLevelsOf,
  packagingMaxChildLevels,
  packagingTooDeep,
  PackagingLevelRowSchema,
  PackagingLevelsFormSchema,
  packagingChainOf,
  packagingStatusLabel,
  type PackagingLevel,
  type PackagingForm,
} from './packaging/packaging.schema';
export { colorNames } from './color/color-names.constants';
export { colorToHex } from './color/color.rules';
export {
  accentColors,
  contrastRatio,
  hexColorOf,
  nonTextContrast,
  textContrast,
  type AccentColors,
} from './color/contrast.rules';
export {
  productDefaults,
  productFlags,
  conditionalProductFields,
  requiredWhenShown,
  productImageFields,
  type ProductFlag,
  type ConditionalProductField,
  type ProductImageField,
} from './product/product.constants';
export {
  visibleProductFields,
  expiryNotAfterMfg,
  productSaveEnabled,
  productSaveMessages,
  productSaveSendsCustomer,
  productStaticQrPath,
  type ProductSwitches,
  type ProductVisibility,
} from './product/product.rules';
export {
  ProductFormSchema,
  ProductSaveSchema,
  type ProductForm,
  type ProductSave,
} from './product/product.schema';
export {
  masterProductPackSizes,
  masterProductTokenType,
  MasterProductFormSchema,
  MasterProductSchema,
  type MasterProductForm,
  type MasterProduct,
} from './master-product/master-product.schema';
export {
  tokenTypes,
  defaultTokenType,
  packSizesByTokenType,
  validUptoOptions,
  validUptoYears,
  tokenDataStatuses,
  packListHeader,
  packReferencePattern,
  maxTokensPerFile,
  tokenFileHeader,
  type TokenType,
  type ValidUpto,
  type TokenDataStatus,
} from './token-data/token-data.constants';
export { packSizesFor, tokenDataRowActions, validUptoDateOf } from './token-data/token-data.rules';
export {
  checkPackList,
  readPackLine,
  isPackListHeader,
  tokensOf,
  type PackLine,
  type PackListCheck,
} from './token-data/pack-list.rules';
export {
  TokenDataFormSchema,
  TokenDataFileSchema,
  type TokenDataForm,
  type TokenDataFile,
} from './token-data/token-data.schema';
export {
  reportTypes,
  reportTypeValues,
  reportFormSchemas,
  ReportFileReplySchema,
  isTimeZone,
  timeZoneField,
  type ReportType,
} from './report/report.schema';
export {
  linkQrFormSchema,
  onLinkQrCustomerChange,
  onLinkQrPlantChange,
  QrSearchFormSchema,
  type LinkQrForm,
  type LinkQrSelection,
  type QrSearchForm,
} from './track-trace/link-qr.schema';
export {
  SmartBinUploadSchema,
  SmartBinRangeSchema,
  SmartBinDeleteSchema,
  SmartBinDeleteFormSchema,
  type SmartBinRange,
  type SmartBinDelete,
} from './track-trace/smart-bin.schema';
export { rollFileActions, qrSearchRecordActions } from './track-trace/status.rules';
export {
  RollFileSchema,
  QrSearchRecordSchema,
  SmartBinQrSchema,
  ConsignmentSchema,
  InventoryItemSchema,
  InvalidScanSchema,
  EndUserReportRowSchema,
  type RollFile,
  type QrSearchRecord,
  type SmartBinQr,
  type Consignment,
  type InventoryItem,
  type InvalidScan,
  type EndUserReportRow,
} from './track-trace/track-trace-records.schema';
export {
  EpcisEventSchema,
  EpcisDocumentSchema,
  EpcisCaptureSchema,
  CaptureReplySchema,
  DestinationSchema,
  consignmentStatuses,
  traceBizSteps,
  maxEpcisEvents,
  maxEpcsPerEvent,
  maxEpcLength,
  destinationExtension,
  bizStepOf,
  traceActionOf,
  type EpcisEvent,
  type EpcisCapture,
  type CaptureReply,
  type Destination,
  type ConsignmentStatus,
  type TraceBizStep,
  type TraceAction,
} from './track-trace/epcis.schema';
export {
  codeOfIdentifier,
  epcUriOf,
  isUri,
  bizTransactionUriOf,
  referenceOfBizTransaction,
} from './track-trace/epcis-identifiers';
export { outsideProfile, declaredPrefixesOf, profileEventTypes } from './track-trace/epcis-profile';
export { cbvNameOf, withBareVocabulary } from './track-trace/epcis-vocabulary';
export {
  epcisQueryMatches,
  epcisQueryRefusal,
  type CapturedEpcisEvent,
} from './track-trace/epcis-query-match';
export {
  nextScheduleMatch,
  scheduleFieldValues,
  scheduleRefusal,
  scheduleFields,
  type ScheduleField,
  type ScheduleText,
} from './track-trace/epcis-schedule';
export {
  EpcisQueryNameSchema,
  EpcisQueryNameParamsSchema,
  EpcisNamedQueryParamsSchema,
  EpcisNamedQueryRequestSchema,
  EpcisNamedQuerySchema,
  EpcisQueryScheduleSchema,
  EpcisSubscriptionRequestSchema,
  EpcisSubscriptionSchema,
  EpcisSubscriptionCreatedSchema,
  EpcisSubscriptionParamsSchema,
  maxQueryNameLength,
  type EpcisNamedQueryParams,
  type EpcisNamedQueryRequest,
  type EpcisNamedQuery,
  type EpcisQuerySchedule,
  type EpcisSubscriptionRequest,
  type EpcisSubscription,
  type EpcisSubscriptionCreated,
} from './track-trace/epcis-queries.schema';
export {
  CaptureJobSchema,
  EpcisEventsQuerySchema,
  EpcisQueryDocumentSchema,
  epcisEventsPageSizes,
  type CaptureJob,
  type EpcisEventsQuery,
} from './track-trace/epcis-rest.schema';
export {
  CountReplySchema,
  TotalReplySchema,
  TopEntrySchema,
  ChartPointSchema,
  type CountReply,
  type TotalReply,
  type TopEntry,
  type ChartPoint,
} from './records/dashboard.record';
export { dataPageSchema } from './records/data-page.record';
export {
  ProductSchema,
  ProductOptionSchema,
  type Product,
  type ProductOption,
} from './records/product.record';
export {
  PackagingLevelRecordSchema,
  PackagingSchema,
  type PackagingLevelRecord,
  type Packaging,
} from './records/packaging.record';
export { MasterProductColorSchema, type MasterProductColor } from './records/master-product.record';
export { SmartBinUploadReplySchema, type SmartBinUploadReply } from './records/smart-bin.record';
export {
  auditActionLabels,
  auditActions,
  auditColumns,
  AuditEventSchema,
  type AuditAction,
  type AuditEvent,
} from './audit/audit.schema';
export { assignableAuthorities } from './user/user.rules';
export { userFormFieldsSchema, FirstPasswordSchema, type FirstPassword } from './user/user.schema';
export {
  grantedPrivileges,
  privilegeChanges,
  type Granter,
  type GrantRefusal,
} from './user/user-grants.rules';
export {
  codeAlphabets,
  defaultCodeSettings,
  codeSpaceHeadroom,
  codeSpaceOf,
  codeSettingsProblem,
  checkIndexOf,
  checkCharacterOf,
  isWellFormedCode,
  normalizeTypedCode,
  type CodeSettings,
} from './codes/codes.rules';
export {
  codeSpaceCapOf,
  codeSpaceRoom,
  codeSpaceRooms,
  roomOf,
  shortestLengthWithRoom,
  codeSpaceProblem,
  codeRoomNote,
  type CodeSpaceTaken,
} from './codes/code-space.rules';
export {
  codeOfCell,
  codeInCell,
  isCodeShaped,
  isCodesHeader,
  quotedCell,
  readCodeCell,
} from './codes/code-cells.rules';
export {
  codeColumnHeaders,
  headerKey,
  isSequence,
  codeColumnOf,
  codeCellRefusal,
  codeFilePlace,
  readCodeRow,
  type CodeFileRow,
  type CodeColumn,
  type CodeFilePlace,
} from './codes/code-columns.rules';
export {
  CodeSpaceRoomSchema,
  CodeSpaceRoomsSchema,
  type CodeSpaceRoom,
  type CodeSpaceRooms,
} from './codes/code-space.schema';
export {
  scanVerdicts,
  notGenuineReasons,
  blacklistReasons,
  autoBlacklistReason,
  blacklistReasonLabels,
  scanSessionWindowMs,
  wellFormedScannedCode,
  roughPlace,
  type ScanVerdict,
  type NotGenuineReason,
  type ChosenBlacklistReason,
  type BlacklistReason,
} from './scan/scan.rules';
export type { ScanPageView, ScanPageProduct, ScanPageCustomer } from './scan/scan-page.view';
export {
  scanLanguages,
  isScanLanguage,
  languageNames,
  type ScanLanguage,
} from './scan/scan-languages';
export {
  languageMessagesSchema,
  customerMessageLimits,
  customerMessageFields,
  productMessageLimits,
  productMessageFields,
  CustomerMessagesByLanguageSchema,
  ProductMessagesByLanguageSchema,
  type LanguageMessages,
  type CustomerMessageField,
  type ProductMessageField,
  type CustomerMessagesByLanguage,
  type ProductMessagesByLanguage,
} from './scan/brand-messages.schema';
export { brandMessage, languageMessagesGrid } from './scan/brand-message.rules';
export {
  CustomerPreviewDraftSchema,
  ProductPreviewDraftSchema,
  CustomerScanPreviewSchema,
  ProductScanPreviewSchema,
  type CustomerPreviewDraft,
  type ProductPreviewDraft,
  type CustomerScanPreview,
  type ProductScanPreview,
} from './scan/scan-preview.schema';
export { scanEvidence, type ScanEvidence, type SessionStart } from './scan/scan-evidence.rules';
export { ScanLocationSchema, type ScanLocation } from './scan/scan-actions.schema';
export {
  gtinLengths,
  gs1CheckDigitOf,
  gtinProblem,
  gtin14Of,
  optionalGtin,
} from './gs1/gtin.rules';
export {
  encodeAiValue,
  digitalLinkPathOf,
  digitalLinkOf,
  parseDigitalLinkPath,
  gtinQualifierAis,
  gs1Characters,
  type DigitalLinkKey,
} from './gs1/digital-link.rules';
export {
  gs1PrimaryKeys,
  servedPrimaryKeys,
  unservedKeyProblem,
  digitalLinkPathNotServed,
  compressedShape,
} from './gs1/gs1-keys.rules';
export {
  gs1AttributesOf,
  gs1AttributeProblem,
  attributeLabel,
  type Gs1Attribute,
} from './gs1/gs1-attributes.rules';
export {
  ScanReportFormSchema,
  ScanRegistrationFormSchema,
  ScanOtpFormSchema,
  ScanRedeemFormSchema,
  scanOtpLength,
  type ScanReportForm,
  type ScanRegistrationForm,
  type ScanOtpForm,
  type ScanRedeemForm,
} from './scan/scan-forms.schema';
export {
  scanRefusals,
  scanRefusalKeys,
  scanRefusalOf,
  scanRefusalText,
  type ScanRefusal,
  type ScanRefusalKey,
} from './scan/scan-refusals';
export {
  pointsEntryKinds,
  redemptionStatuses,
  redemptionRefusal,
  registrationOtpLifetimeMs,
  registrationOtpMaxTries,
  mobileEnding,
  type PointsEntryKind,
  type RedemptionStatus,
  pointsEntryKindLabels,
} from './scan/loyalty.rules';
export {
  BlacklistCodeSchema,
  ChosenBlacklistReasonSchema,
  BlacklistRequestSchema,
  ReactivateRequestSchema,
  ConfirmRequestSchema,
  BlacklistEntrySchema,
  BlacklistEvidenceSchema,
  BulkBlacklistFieldsSchema,
  BulkBlacklistFormSchema,
  BulkBlacklistReplySchema,
  blacklistCodeOf,
  blacklistColumns,
  blacklistReviews,
  bulkBlacklistActions,
  isUnderReview,
  maxBlacklistCodeLength,
  maxBlacklistNoteLength,
  type BlacklistRequest,
  type ReactivateRequest,
  type ConfirmRequest,
  type BlacklistEntry,
  type BlacklistEvidence,
  type BlacklistReview,
  type BulkBlacklistAction,
  type BulkBlacklistFields,
  type BulkBlacklistForm,
  type BulkBlacklistReply,
} from './scan/blacklist.schema';
export { describeBlacklistEvidence, formatDayRange } from './scan/blacklist-evidence.rules';
export {
  ProductScanRulesFormSchema,
  ProductScanRulesSchema,
  flagAfterSessionsRange,
  autoBlacklistNeedsThreshold,
  noProductScanRules,
  type ProductScanRulesForm,
  type ProductScanRules,
} from './scan/product-scan-rules.schema';
export {
  geoDiversionThresholdKm,
  greatCircleKm,
  isDiverted,
  GeoDiversionSchema,
  GeoDiversionPointSchema,
  geoDiversionColumns,
  type GeoDiversion,
  type GeoDiversionPoint,
} from './geo-diversion/geo-diversion.schema';
export {
  apiScopes,
  apiScopeLabels,
  apiKeyPrefix,
  apiKeyShownLength,
  apiKeyPattern,
  type ApiScope,
} from './integrations/api-scopes';
export {
  ApiKeyRequestSchema,
  ApiKeySchema,
  ApiKeyCreatedSchema,
  ApiScopesSchema,
  maxApiKeyNameLength,
  type ApiKeyRequest,
  type ApiKey,
  type ApiKeyCreated,
} from './integrations/api-key.schema';
export {
  webhookEventTypes,
  webhookEventLabels,
  webhookSecretPrefix,
  webhookStates,
  webhookDeliveryStates,
  maxWebhookUrlLength,
  WebhookUrlSchema,
  WebhookEventsSchema,
  WebhookRequestSchema,
  WebhookSchema,
  WebhookCreatedSchema,
  WebhookDeliverySchema,
  type WebhookEventType,
  type WebhookRequest,
  type WebhookState,
  type Webhook,
  type WebhookCreated,
  type WebhookDeliveryState,
  type WebhookDelivery,
} from './integrations/webhook.schema';
