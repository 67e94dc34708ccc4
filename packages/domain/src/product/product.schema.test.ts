import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { ProductFormSchema, ProductSaveSchema } from './product.schema';

const long = (length: number) => 'x'.repeat(length);
const product = {
  productName: 'Paint',
  productSrNo: 'SR1',
  productCode: 'PC1',
  productDescription: 'Blue paint',
  labelSize: '200 x 100',
  labelSpecification: 'Gloss',
  customer: { id: 2, advanceWorkflow: false },
};
const auth = { authenticationActivated: true, captureUserData: true };
const authFilled = {
  ...auth,
  countOfScanning: 3,
  customTextPostScan: 'a',
  customTextOnIdentification: 'b',
  customTextOnLastPage: 'c',
  videoLinkOnLastPage: 'd',
};

describe('product form: always-shown fields (spec 002 section 5)', () => {
  it.each([
    ['valid', {}, {}],
    ['productName required', { productName: '' }, { productName: 'This field is required' }],
    ['productSrNo required', { productSrNo: '' }, { productSrNo: 'This field is required' }],
    [
      'productSrNo max 25',
      { productSrNo: long(26) },
      { productSrNo: 'Value must be less than 25' },
    ],
    ['productCode required', { productCode: undefined }, { productCode: 'This field is required' }],
    [
      'productCode max 25',
      { productCode: long(26) },
      { productCode: 'Value must be less than 25' },
    ],
    [
      'productDescription required',
      { productDescription: '' },
      { productDescription: 'This field is required' },
    ],
    ['labelSize required', { labelSize: '' }, { labelSize: 'This field is required' }],
    ['labelSize max 100', { labelSize: long(101) }, { labelSize: 'Value must be less than 100' }],
    [
      'labelSpecification required',
      { labelSpecification: '' },
      { labelSpecification: 'This field is required' },
    ],
    [
      'labelSpecification max 250',
      { labelSpecification: long(251) },
      { labelSpecification: 'Value must be less than 250' },
    ],
    ['customer required', { customer: undefined }, { customer: 'This field is required' }],
    [
      'authenticationMsg required',
      { authenticationMsg: '' },
      { authenticationMsg: 'This field is required' },
    ],
    [
      'authenticationMsg max 250',
      { authenticationMsg: long(251) },
      { authenticationMsg: 'Value must be less than 250' },
    ],
    ['fontSize numeric', { fontSize: 'big' }, { fontSize: 'Value must be a number' }],
    ['fontSize min 1', { fontSize: 0 }, { fontSize: "Value can't be less than 1" }],
    ['fontSize max length 7', { fontSize: '12345678' }, { fontSize: 'Max Length 7' }],
    ['productLink and offerCode optional', { productLink: '', offerCode: '' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(ProductFormSchema, { ...product, ...change })).toEqual(expected);
  });

  it('fills the defaults: black, and the authentication message', () => {
    const output = v.parse(ProductFormSchema, product);
    expect(output.color).toBe('#000000');
    expect(output.authenticationMsg).toBe('Does this information match with your sample');
    expect(output.customer).toBe(2);
  });
});

describe('product form: conditional fields, required only while shown (spec 002 sections 4 and 5)', () => {
  it.each([
    ['hidden fields are not required', {}, {}],
    [
      'auth + capture needs the scan count',
      { ...authFilled, countOfScanning: '' },
      { countOfScanning: 'This field is required' },
    ],
    [
      'scan count max 250 characters',
      { ...authFilled, countOfScanning: '1'.repeat(251) },
      { countOfScanning: 'Value must be less than 250' },
    ],
    [
      'auth + capture needs custom text post scan',
      { ...authFilled, customTextPostScan: '' },
      { customTextPostScan: 'This field is required' },
    ],
    [
      'custom text max 250',
      { ...authFilled, customTextOnIdentification: long(251) },
      { customTextOnIdentification: 'Value must be less than 250' },
    ],
    [
      'auth + capture needs the last page texts',
      { ...auth, countOfScanning: 1, customTextPostScan: 'a', customTextOnIdentification: 'b' },
      {
        customTextOnLastPage: 'This field is required',
        videoLinkOnLastPage: 'This field is required',
      },
    ],
    [
      'registration label only with advance workflow',
      { ...authFilled, customer: { id: 2, advanceWorkflow: true } },
      { customTextForRegistration: 'This field is required' },
    ],
    ['auth without capture shows nothing', { authenticationActivated: true }, {}],
    [
      'loyalty points with the switch',
      { enableLoyaltyPoints: true },
      { loyaltyPoints: 'This field is required' },
    ],
    [
      'offers page link with the switch',
      { showOffers: 'true' },
      { offersPageLink: 'This field is required' },
    ],
    [
      'offers page link max 250',
      { showOffers: true, offersPageLink: long(251) },
      { offersPageLink: 'Value must be less than 250' },
    ],
    [
      'scan limit fields with the switch',
      { checkCountOfScan: true },
      {
        allowNumberOfScans: 'This field is required',
        msgAfterScanExceded: 'This field is required',
      },
    ],
    [
      'warranty link with the switch',
      { enableWarranty: true },
      { warrantyLink: 'This field is required' },
    ],
    [
      'expiry not after mfg',
      { showMfgDate: true, showExpiryDate: true, mfgDate: '2025-05', expiryDate: '2025-05' },
      { expiryDate: 'Expiry Month can not be less than or equal to Mfg Month' },
    ],
    [
      'expiry before mfg',
      { showMfgDate: true, showExpiryDate: true, mfgDate: '2025-05', expiryDate: '2024-12' },
      { expiryDate: 'Expiry Month can not be less than or equal to Mfg Month' },
    ],
    [
      'expiry after mfg',
      { showMfgDate: true, showExpiryDate: true, mfgDate: '2025-05', expiryDate: '2025-06' },
      {},
    ],
    [
      'an empty month picker is no month',
      { showMfgDate: true, mfgDate: '', showExpiryDate: true, expiryDate: '' },
      {},
    ],
    [
      'month pickers from 2010',
      { showMfgDate: true, mfgDate: '2009-12' },
      { mfgDate: 'Year must be between 2010 and 2050' },
    ],
    [
      'month pickers to 2050',
      { showMfgDate: true, mfgDate: '2051-01' },
      { mfgDate: 'Year must be between 2010 and 2050' },
    ],
    [
      'a month that is not one',
      { showMfgDate: true, mfgDate: '2025-13' },
      { mfgDate: 'Month must be in the form YYYY-MM' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(ProductFormSchema, { ...product, ...change })).toEqual(expected);
  });

  it('drops hidden fields and sends months as YYYY-MM-DDTHH:mm:ss', () => {
    const output = v.parse(ProductFormSchema, {
      ...product,
      showMfgDate: true,
      mfgDate: '2025-05',
      expiryDate: '2026-05',
      warrantyLink: 'https://w.example',
    });
    expect(output.mfgDate).toBe('2025-05-01T00:00:00');
    expect(output.expiryDate).toBeUndefined();
    expect(output.warrantyLink).toBeUndefined();
  });
  it('keeps the messages by language of shown fields and drops those of hidden ones (decision 0469)', () => {
    const output = v.parse(ProductFormSchema, {
      ...product,
      messagesByLanguage: {
        authenticationMsg: { de: 'Echt?', fr: '' },
        warrantyLink: { de: 'not a message field, but hidden: dropped first' },
        msgAfterScanExceded: { de: long(2001) },
      },
    });
    expect(output.messagesByLanguage).toEqual({ authenticationMsg: { de: 'Echt?' } });
    expect(
      issuesOf(ProductFormSchema, {
        ...product,
        checkCountOfScan: true,
        allowNumberOfScans: 2,
        msgAfterScanExceded: 'Too often',
        messagesByLanguage: { msgAfterScanExceded: { de: long(2001) } },
      }),
    ).toEqual({ 'messagesByLanguage.msgAfterScanExceded.de': 'Value must be less than 2000' });
    expect(
      issuesOf(ProductFormSchema, { ...product, messagesByLanguage: { productName: { de: 'x' } } }),
    ).toEqual({
      'messagesByLanguage.productName':
        'Messages by language can be given for these fields only: authenticationMsg, customTextPostScan, customTextOnIdentification, customTextForRegistration, customTextOnLastPage, msgAfterScanExceded',
    });
  });
  it('reads a month already in the payload form', () => {
    const output = v.parse(ProductFormSchema, {
      ...product,
      showMfgDate: true,
      mfgDate: '2025-05-01T00:00:00',
    });
    expect(output.mfgDate).toBe('2025-05-01T00:00:00');
  });
});

describe("a save's customer (spec 002 section 6)", () => {
  it("lets a limited user's save carry no customer; the admin's form still needs one", () => {
    const { customer: _omitted, ...withoutCustomer } = product;
    expect(issuesOf(ProductSaveSchema, withoutCustomer)).toEqual({});
    expect(v.parse(ProductSaveSchema, withoutCustomer).customer).toBeUndefined();
    expect(
      v.parse(ProductSaveSchema, { ...withoutCustomer, customer: '' }).customer,
    ).toBeUndefined();
    expect(v.parse(ProductSaveSchema, { ...withoutCustomer, customer: { id: '7' } }).customer).toBe(
      7,
    );
    expect(issuesOf(ProductFormSchema, withoutCustomer)).toEqual({
      customer: 'This field is required',
    });
  });
  it('keeps, without requiring, the registration text of a customer named by id alone: the server decides', () => {
    const byId = { ...product, ...authFilled, customer: { id: 2 }, customTextForRegistration: 'r' };
    expect(issuesOf(ProductSaveSchema, { ...byId, customTextForRegistration: '' })).toEqual({});
    expect(v.parse(ProductSaveSchema, byId).customTextForRegistration).toBe('r');
    expect(
      v.parse(ProductSaveSchema, { ...byId, customer: { id: 2, advanceWorkflow: false } })
        .customTextForRegistration,
    ).toBeUndefined();
  });
});
