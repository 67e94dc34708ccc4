import { describe, expect, it } from 'vitest';
import { issuesOf } from '../test-support/issue-paths';
import { ChangePasswordSchema, ProfileFormSchema, userFormSchema } from './user.schema';
import type { UserFormContext } from './user.rules';

const long = (length: number) => 'x'.repeat(length);
const admin: UserFormContext = {
  mode: 'add',
  actorRole: 'ROLE_ADMIN',
  trackAndTrace: false,
  today: '2025-06-15',
};
const user = {
  firstName: 'Ann',
  lastName: 'Lee',
  login: 'ann',
  mobileNo: '9876543210',
  customers: [4],
};

describe('user form (spec 001 sections 5 and 6)', () => {
  it.each([
    ['valid', admin, {}, {}],
    ['first name required', admin, { firstName: '' }, { firstName: 'This field is required' }],
    [
      'first name max 100',
      admin,
      { firstName: long(101) },
      { firstName: 'Value must be less than 100' },
    ],
    ['last name required', admin, { lastName: undefined }, { lastName: 'This field is required' }],
    [
      'last name max 100',
      admin,
      { lastName: long(101) },
      { lastName: 'Value must be less than 100' },
    ],
    ['username max 50 on add', admin, { login: long(51) }, { login: 'Value must be less than 50' }],
    ['username of 100 on edit', { ...admin, mode: 'edit' }, { id: 9, login: long(100) }, {}],
    [
      'username max 100 on edit',
      { ...admin, mode: 'edit' },
      { id: 9, login: long(101) },
      { login: 'Value must be less than 100' },
    ],
    [
      'username required on edit',
      { ...admin, mode: 'edit' },
      { id: 9, login: '' },
      { login: 'This field is required' },
    ],
    ['email max 50', admin, { email: long(51) }, { email: 'Value must be less than 50' }],
    ['address max 200', admin, { address: long(201) }, { address: 'Value must be less than 200' }],
    ['mobile required', admin, { mobileNo: '' }, { mobileNo: 'This field is required' }],
    ['mobile min 10', admin, { mobileNo: '987654321' }, { mobileNo: 'Min Length 10' }],
    [
      'mobile max 15',
      admin,
      { mobileNo: '9876543210123456' },
      { mobileNo: 'Value must be less than 15' },
    ],
    ['account expiry today', admin, { accountExpiredDate: '2025-06-15' }, {}],
    [
      'account expiry before today',
      admin,
      { accountExpiredDate: '2025-06-14' },
      { accountExpiredDate: 'Date can not be before today' },
    ],
    [
      'account expiry after 2070',
      admin,
      { accountExpiredDate: '2071-01-01' },
      { accountExpiredDate: 'Year must be between 2010 and 2070' },
    ],
    ['company not asked of an admin', admin, {}, {}],
    [
      'company required for super admins',
      { ...admin, actorRole: 'ROLE_SUPER_ADMIN' },
      {},
      { company: 'This field is required' },
    ],
    ['customers required', admin, { customers: [] }, { customers: 'This field is required' }],
    [
      'authority required in track and trace',
      { ...admin, trackAndTrace: true },
      {},
      { authority: 'This field is required' },
    ],
    [
      'authority max 25',
      { ...admin, trackAndTrace: true },
      { authority: long(26) },
      { authority: 'Value must be less than 25' },
    ],
    [
      'no Admin authority in track and trace',
      { ...admin, trackAndTrace: true },
      { authority: 'ROLE_ADMIN' },
      { authority: 'Please choose a value from the list' },
    ],
    [
      'customers not required for producers',
      { ...admin, trackAndTrace: true },
      { authority: 'ROLE_PRODUCER', customers: [] },
      {},
    ],
    [
      'one customer only in track and trace',
      { ...admin, trackAndTrace: true },
      { authority: 'ROLE_DEALER', customers: [1, 2] },
      { customers: 'Choose only one customer' },
    ],
  ] as const)('%s', (_name, context, change, expected) => {
    expect(issuesOf(userFormSchema(context), { ...user, ...change })).toEqual(expected);
  });
});

describe('profile (spec 001 section 5: mobile required, max 15)', () => {
  it.each([
    ['valid', {}, {}],
    ['mobile required', { mobileNo: '' }, { mobileNo: 'This field is required' }],
    ['mobile max 15', { mobileNo: '1234567890123456' }, { mobileNo: 'Value must be less than 15' }],
    ['mobile of 5 is allowed', { mobileNo: '12345' }, {}],
  ])('%s', (_name, change, expected) => {
    expect(
      issuesOf(ProfileFormSchema, {
        firstName: 'A',
        lastName: 'B',
        mobileNo: '9876543210',
        ...change,
      }),
    ).toEqual(expected);
  });
});

describe('change password (spec 001 section 5, spelling as shown)', () => {
  it.each([
    ['matching', { newPassword: 'abcde', confirmPassword: 'abcde' }, {}],
    [
      'password empty',
      { newPassword: '', confirmPassword: 'abcde' },
      { newPassword: 'Password can not be empty' },
    ],
    [
      'confirm empty',
      { newPassword: 'abcde', confirmPassword: '' },
      { confirmPassword: 'Confirm Password can not be empty' },
    ],
    [
      'not matching',
      { newPassword: 'abcde', confirmPassword: 'abcdf' },
      { confirmPassword: 'Passord and Confirm Password does not match' },
    ],
    [
      'too short',
      { newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'You password must be 5-16 character' },
    ],
    [
      'too long',
      { newPassword: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) },
      { newPassword: 'You password must be 5-16 character' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(issuesOf(ChangePasswordSchema, { id: 1, ...change })).toEqual(expected);
  });
});
