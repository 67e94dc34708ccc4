import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactPersonInputSchema } from '../contact-person/contact-person.schema';
import { issuesOf } from '../test-support/issue-paths';
import { companyTypeOf, CustomerFormSchema } from './customer.schema';
import { EmailConfigSchema, helpDeskEmailsOf, joinHelpDeskEmails } from './email-config.schema';

const emailConfig = {
  emailServer: 'smtp.example.com',
  emailServerPort: 587,
  senderEmail: 'noreply@example.com',
  twoFAPasswordForEmail: 'app-password',
  helpDeskEmailsList: ['help@example.com', 'desk@example.com'],
  subjectForCustomerEmail: 'Your product',
  subjectForVendorEmail: 'A product',
  emailMessageToCustomer: 'Thank you',
  emailMessageToVendor: 'Please check',
};
const customer = { companyName: 'Acme', companyCode: 'AC-1', messageOnScan: 'Genuine product' };
const long = (length: number) => 'x'.repeat(length);

describe('customer and business partner form (spec 000 section 5)', () => {
  it.each([
    ['a minimal customer', {}, {}],
    ['companyName required', { companyName: '' }, { companyName: 'This field is required' }],
    [
      'companyName max 100',
      { companyName: long(101) },
      { companyName: 'Value must be less than 100' },
    ],
    ['companyName of 100', { companyName: long(100) }, {}],
    ['mobileNo under 10 digits', { mobileNo: '123456789' }, { mobileNo: 'Min Length 10' }],
    [
      'mobileNo over 15 digits',
      { mobileNo: '1234567890123456' },
      { mobileNo: 'Value must be less than 15' },
    ],
    ['mobileNo not a number', { mobileNo: '12345abcde' }, { mobileNo: 'Value must be a number' }],
    ['email optional', { email: '' }, {}],
    ['email max 200', { email: long(201) }, { email: 'Value must be less than 200' }],
    ['address max 100', { address: long(101) }, { address: 'Value must be less than 100' }],
    ['companyCode required', { companyCode: ' ' }, { companyCode: 'This field is required' }],
    [
      'companyCode max 100',
      { companyCode: long(101) },
      { companyCode: 'Value must be less than 100' },
    ],
    [
      'messageOnScan required for customers',
      { messageOnScan: '' },
      { messageOnScan: 'This field is required' },
    ],
    [
      'messageOnScan max 100',
      { messageOnScan: long(101) },
      { messageOnScan: 'Value must be less than 100' },
    ],
    [
      'messageOnScan optional for business partners',
      { messageOnScan: undefined, companyType: 'Business Partner' },
      {},
    ],
    [
      'textForMicrosite max 100',
      { textForMicrosite: long(101) },
      { textForMicrosite: 'Value must be less than 100' },
    ],
    ['link fields have no rules', { websiteLink: long(1000), youtubeLink: '' }, {}],
    [
      'microsite on without email settings',
      { micrositeEnable: true },
      { emailConfig: 'Please Configure Email Settings as customized microsite is turned on.' },
    ],
    [
      'microsite on (multipart spelling) without email settings',
      { micrositeEnable: 'true' },
      { emailConfig: 'Please Configure Email Settings as customized microsite is turned on.' },
    ],
    ['microsite on with email settings', { micrositeEnable: true, emailConfig }, {}],
    [
      'microsite on with an untouched email settings tab',
      {
        micrositeEnable: true,
        emailConfig: { emailServer: ' ', emailServerPort: '', helpDeskEmailsList: [''] },
      },
      { emailConfig: 'Please Configure Email Settings as customized microsite is turned on.' },
    ],
    [
      'microsite off ignores a half-filled email config',
      { micrositeEnable: false, emailConfig: { emailServer: '' } },
      {},
    ],
    [
      'contact person name required',
      { contectPersons: [{ email: 'a@b.c' }] },
      { 'contectPersons.0.name': 'This field is required' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(CustomerFormSchema, { ...customer, ...change })).toEqual(expected);
  });

  it('drops the email config from the data sent when the microsite is off', () => {
    const output = v.parse(CustomerFormSchema, { ...customer, emailConfig });
    expect(output.emailConfig).toBeUndefined();
    expect(output.micrositeEnable).toBe(false);
  });

  it('keeps it, with the help desk emails joined, when the microsite is on', () => {
    const output = v.parse(CustomerFormSchema, {
      ...customer,
      micrositeEnable: 'true',
      emailConfig,
    });
    expect(output.emailConfig?.helpDeskEmail).toBe('help@example.com,desk@example.com');
  });

  it('names the company type by the track&Trace flag', () => {
    expect(companyTypeOf(false)).toBe('Customer');
    expect(companyTypeOf(true)).toBe('Business Partner');
  });
});

describe('email config settings: every field is required', () => {
  it.each(Object.keys(emailConfig))('%s is required', (field) => {
    const issues = issuesOf(EmailConfigSchema, {
      ...emailConfig,
      [field]: field === 'helpDeskEmailsList' ? [] : '',
    });
    expect(issues).toEqual({ [field]: 'This field is required' });
  });

  it('reads the help desk list from the joined string when the list is absent', () => {
    const { helpDeskEmailsList: _list, ...rest } = emailConfig;
    const output = v.parse(EmailConfigSchema, { ...rest, helpDeskEmail: 'a@x.io, b@x.io' });
    expect(output.helpDeskEmailsList).toEqual(['a@x.io', 'b@x.io']);
    expect(helpDeskEmailsOf(' a@x.io,,b@x.io ')).toEqual(['a@x.io', 'b@x.io']);
    expect(joinHelpDeskEmails([' a@x.io', 'b@x.io '])).toBe('a@x.io,b@x.io');
  });
});

describe('contact person (spec 000 section 5, spec 002 section 5)', () => {
  const person = { name: 'Ann', email: 'ann@example.com' };
  it.each([
    ['a minimal person', {}, {}],
    ['name required', { name: '' }, { name: 'This field is required' }],
    ['name max 100', { name: long(101) }, { name: 'Value must be less than 100' }],
    [
      'designation max 100',
      { designation: long(101) },
      { designation: 'Value must be less than 100' },
    ],
    ['email required', { email: undefined }, { email: 'This field is required' }],
    ['email max 100', { email: long(101) }, { email: 'Value must be less than 100' }],
    ['mobile a number', { mobile: '98x' }, { mobile: 'Value must be a number' }],
    ['mobile numeric', { mobile: '9876' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(ContactPersonInputSchema, { ...person, ...change })).toEqual(expected);
  });
});
