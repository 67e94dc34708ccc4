import { describe, expect, it } from 'vitest';
import {
  productSaveEnabled,
  productSaveMessages,
  productSaveSendsCustomer,
  visibleProductFields,
} from './product.rules';

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('product form visibility (spec 002 section 4)', () => {
  it.each([
    ['no switches', {}, undefined, false, [], false],
    ['mfg switch', { showMfgDate: true }, undefined, false, ['mfgDate'], false],
    [
      'expiry switch without an mfg date',
      { showMfgDate: true, showExpiryDate: true },
      undefined,
      false,
      ['mfgDate'],
      false,
    ],
    [
      'expiry switch with an mfg date',
      { showMfgDate: true, showExpiryDate: true },
      undefined,
      true,
      ['expiryDate', 'mfgDate'],
      true,
    ],
    [
      'authentication and capture',
      { authenticationActivated: true, captureUserData: true },
      { advanceWorkflow: false },
      false,
      [
        'countOfScanning',
        'customTextOnIdentification',
        'customTextOnLastPage',
        'customTextPostScan',
        'videoLinkOnLastPage',
      ],
      false,
    ],
    [
      'authentication and capture, advance workflow customer',
      { authenticationActivated: true, captureUserData: true },
      { advanceWorkflow: true },
      false,
      [
        'countOfScanning',
        'customTextForRegistration',
        'customTextOnIdentification',
        'customTextOnLastPage',
        'customTextPostScan',
        'videoLinkOnLastPage',
      ],
      false,
    ],
    ['capture alone', { captureUserData: true }, { advanceWorkflow: true }, false, [], false],
    ['loyalty', { enableLoyaltyPoints: true }, undefined, false, ['loyaltyPoints'], false],
    ['offers', { showOffers: true }, undefined, false, ['offersPageLink'], false],
    [
      'count of scan',
      { checkCountOfScan: true },
      undefined,
      false,
      ['allowNumberOfScans', 'msgAfterScanExceded'],
      false,
    ],
    ['warranty', { enableWarranty: true }, undefined, false, ['warrantyLink'], false],
  ])('%s', (_name, switches, customer, hasMfg, fields, expirySwitch) => {
    const visibility = visibleProductFields(switches, customer, hasMfg);
    expect(sorted(visibility.fields)).toEqual(fields);
    expect(visibility.expirySwitch).toBe(hasMfg && expirySwitch ? true : hasMfg);
  });

  it('adds the four extra images with authentication and capture', () => {
    expect(sorted(visibleProductFields({}, undefined, false).images)).toEqual([
      'labelImageUrl',
      'productImage',
    ]);
    expect(
      sorted(
        visibleProductFields(
          { authenticationActivated: true, captureUserData: true },
          undefined,
          false,
        ).images,
      ),
    ).toEqual([
      'imageOnIdentification',
      'imageOnOtp',
      'imageOnRegistration',
      'imageOnUploadInvoice',
      'labelImageUrl',
      'productImage',
    ]);
  });
});

describe('product Save (spec 002 sections 4, 5, 8)', () => {
  it.each([
    ['no dates', {}, true, []],
    ['only mfg', { mfgDate: '2025-01' }, true, []],
    ['expiry after mfg', { mfgDate: '2025-01', expiryDate: '2025-02' }, true, []],
    [
      'expiry equal to mfg',
      { mfgDate: '2025-01', expiryDate: '2025-01-01T00:00:00' },
      false,
      ['Expiry Month can not be less than or equal to Mfg Month'],
    ],
    [
      'expiry before mfg',
      { mfgDate: '2025-03', expiryDate: '2025-01' },
      false,
      ['Expiry Month can not be less than or equal to Mfg Month'],
    ],
  ])('%s: enabled %s', (_name, dates, enabled, extra) => {
    expect(productSaveEnabled(dates)).toBe(enabled);
    expect(productSaveMessages({ productCode: 'P1', ...dates })).toEqual(extra);
  });
  it("adds 'Product Code is required' when the code is empty", () => {
    expect(productSaveMessages({ productCode: ' ' })).toEqual(['Product Code is required']);
  });
  it.each([
    ['ROLE_ADMIN', true],
    ['ROLE_SUPER_ADMIN', true],
    ['ROLE_USER', false],
    ['ROLE_PRODUCER', false],
  ] as const)("%s's save sends the customer id: %s", (role, sends) => {
    expect(productSaveSendsCustomer(role)).toBe(sends);
  });
});
