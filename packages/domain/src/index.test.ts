import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the one door of @veritag/domain', () => {
  it.each([
    // Used by the server and api already: these names must stay.
    'messages',
    'requiredText',
    'optionalText',
    'IdSchema',
    'IdParamsSchema',
    'roles',
    'isAdminRole',
    'roleOf',
    'privilegeCatalogue',
    'privilegeLevels',
    'PrivilegeNodeSchema',
    'privilegeTreeOf',
    'privilegeLevelOf',
    'canSee',
    'otpChannels',
    'OtpChannelSchema',
    'CheckLoginSchema',
    'CheckLoginReplySchema',
    'SendOtpSchema',
    'SendLoginOtpSchema',
    'SendResetOtpSchema',
    'LoginSchema',
    'LoginReplySchema',
    'NewPasswordSchema',
    'ResetPasswordSchema',
    'MessageReplySchema',
    'TokenClaimsSchema',
    'CompanyInputSchema',
    'CompanyUpdateSchema',
    'CompanySchema',
    'GuillocheFieldsSchema',
    'GuillocheUpdateFieldsSchema',
    'GuillocheImageSchema',
    'fileRules',
    'imageTypes',
    'formatFileSize',
    'pageQuerySchema',
    'pageSchema',
    'sortDirections',
    // A sample of the spec's rules, which domain holds.
    'menuFor',
    'trackAndTraceFlagOf',
    'isTokenLive',
    'setModuleEnabled',
    'grantableModules',
    'allowedActions',
    'visibleProductFields',
    'productSaveEnabled',
    'packSizesFor',
    'digitOptionsFor',
    'validUptoOptions',
    'rollFileActions',
    'formatIsoDate',
    'formatListDateTime',
    'formatIsoDateTime',
    'stripEmptyFields',
    'barcodeFormats',
    'colorThemes',
    'CustomerFormSchema',
    'ProductFormSchema',
    'PrintDataFormSchema',
    'userFormSchema',
    'reportFormSchemas',
  ])('exports %s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports no undefined value', () => {
    expect(Object.entries(domain).filter(([, value]) => value === undefined)).toEqual([]);
  });
});
