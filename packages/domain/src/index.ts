export { messages } from './messages/messages';
export { requiredText, optionalText, IdSchema, IdParamsSchema } from './text/text.schema';
export { roles, isAdminRole, roleOf, type Role } from './session/roles';
export {
  privilegeCatalogue,
  privilegeLevels,
  type PrivilegeDefinition,
  type PrivilegeLevel,
  type PrivilegeName,
  type ModuleName,
} from './privileges/privilege-catalogue';
export {
  PrivilegeNodeSchema,
  privilegeTreeOf,
  privilegeLevelOf,
  type PrivilegeNode,
  type HeldPrivilege,
} from './privileges/privilege-tree';
export { canSee, type PermissionSubject } from './privileges/permissions.rules';
export {
  otpChannels,
  OtpChannelSchema,
  CheckLoginSchema,
  CheckLoginReplySchema,
  SendOtpSchema,
  SendLoginOtpSchema,
  SendResetOtpSchema,
  LoginSchema,
  LoginReplySchema,
  NewPasswordSchema,
  ResetPasswordSchema,
  MessageReplySchema,
  TokenClaimsSchema,
  type OtpChannel,
  type CheckLogin,
  type CheckLoginReply,
  type SendOtp,
  type Login,
  type ResetPassword,
  type TokenClaims,
} from './auth/auth.schema';
export {
  CompanyInputSchema,
  CompanyUpdateSchema,
  CompanySchema,
  type Company,
  type CompanyInput,
  type CompanyUpdate,
} from './company/company.schema';
export {
  GuillocheFieldsSchema,
  GuillocheUpdateFieldsSchema,
  GuillocheImageSchema,
  type GuillocheImage,
} from './guilloche/guilloche.schema';
export { fileRules, imageTypes, formatByteLimit, type FileRule, type FileRuleName } from './files/file-rules';
export { pageQuerySchema, pageSchema, sortDirections, type Page, type Sort, type SortDirection } from './paging/paging.schema';
