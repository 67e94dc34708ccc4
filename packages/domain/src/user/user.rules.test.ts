import { describe, expect, it } from 'vitest';
import { chosenCustomersOf, authorityOptions, isKnownRole, userFormFields } from './user.rules';

describe('authority dropdown (spec 001 section 6)', () => {
  const all = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER', 'ROLE_PRODUCER', 'ROLE_DEALER'];
  it('excludes Admin, Super Admin and User in track-and-trace mode', () => {
    expect(authorityOptions(all, true)).toEqual(['ROLE_PRODUCER', 'ROLE_DEALER']);
  });
  it('is not offered outside track-and-trace mode', () => {
    expect(authorityOptions(all, false)).toEqual([]);
  });
  it('knows the four roles', () => {
    expect(isKnownRole('ROLE_PRODUCER')).toBe(true);
    expect(isKnownRole('ROLE_DEALER')).toBe(false);
  });
});

describe('user form fields by context (spec 001 section 6)', () => {
  it.each([
    [
      'super admin',
      { actorRole: 'ROLE_SUPER_ADMIN', trackAndTrace: false, mode: 'add' },
      'ROLE_USER',
      {
        company: true,
        authority: false,
        customers: true,
        singleCustomer: false,
        customerType: 'Customer',
        loginEditable: true,
      },
    ],
    [
      'admin',
      { actorRole: 'ROLE_ADMIN', trackAndTrace: false, mode: 'edit' },
      'ROLE_USER',
      {
        company: false,
        authority: false,
        customers: true,
        singleCustomer: false,
        customerType: 'Customer',
        loginEditable: false,
      },
    ],
    [
      'super admin adding a company admin',
      { actorRole: 'ROLE_SUPER_ADMIN', trackAndTrace: false, mode: 'add' },
      'ROLE_ADMIN',
      {
        company: true,
        authority: false,
        customers: false,
        singleCustomer: false,
        customerType: 'Customer',
        loginEditable: true,
      },
    ],
    [
      'admin in track and trace, producer',
      { actorRole: 'ROLE_ADMIN', trackAndTrace: true, mode: 'add' },
      'ROLE_PRODUCER',
      {
        company: false,
        authority: true,
        customers: false,
        singleCustomer: true,
        customerType: 'Business Partner',
        loginEditable: true,
      },
    ],
  ] as const)('%s', (_name, context, authority, expected) => {
    expect(userFormFields(context, authority)).toEqual(expected);
  });
});

describe('the customers someone is limited to', () => {
  it.each([
    ['a user with customers', 'ROLE_USER', [3, 4], [3, 4]],
    ['a producer with one', 'ROLE_PRODUCER', [7], [7]],
    ['a user with none', 'ROLE_USER', [], null],
    ['a user whose customers are not known', 'ROLE_USER', undefined, null],
    ['an admin, whatever is stored', 'ROLE_ADMIN', [3], null],
  ] as const)('%s', (_name, role, ids, expected) => {
    expect(chosenCustomersOf(role, ids)).toEqual(expected);
  });
});
