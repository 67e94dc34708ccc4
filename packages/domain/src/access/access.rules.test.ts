import { describe, expect, it } from 'vitest';
import { access, accessRefusal, isAllowed } from './access.rules';

const producerAt = (level: number) => ({
  role: 'ROLE_PRODUCER' as const,
  privileges: [{ parent: 'Master', name: 'Guilloche Image', priority: level }],
});

describe('one access rule for the server and the console', () => {
  it('lets a producer at level 1 view but not add or delete', () => {
    expect(isAllowed(producerAt(1), access.company('Guilloche Image', 1))).toBe(true);
    expect(accessRefusal(producerAt(1), access.company('Guilloche Image', 2))).toEqual({
      reason: 'privilege',
      name: 'Guilloche Image',
      level: 2,
    });
    expect(isAllowed(producerAt(3), access.company('Guilloche Image', 3))).toBe(true);
  });
  it('gives a company admin every level but no super admin screen, and the super admin no company screen', () => {
    const admin = { role: 'ROLE_ADMIN' as const, privileges: [] };
    const superAdmin = { role: 'ROLE_SUPER_ADMIN' as const, privileges: [] };
    expect(isAllowed(admin, access.company('Guilloche Image', 3))).toBe(true);
    expect(accessRefusal(admin, access.superAdmin)).toEqual({ reason: 'role' });
    expect(accessRefusal(superAdmin, access.company('Guilloche Image', 1))).toEqual({
      reason: 'role',
    });
    expect(accessRefusal(superAdmin, access.companyAdmin)).toEqual({ reason: 'role' });
  });
  it('lets anyone call a public rule and nobody signed out call another', () => {
    expect(isAllowed(null, access.public)).toBe(true);
    expect(accessRefusal(null, access.anySignedIn)).toEqual({ reason: 'signedOut' });
  });
  it('offers the customer dropdown to a user of a module that chooses a customer, not to one without', () => {
    const user = (name: string, parent: string) => ({
      role: 'ROLE_USER' as const,
      privileges: [{ parent, name, priority: 1 }],
    });
    expect(isAllowed(user('Template', 'Template'), access.customerChoice)).toBe(true);
    expect(isAllowed(user('Customer', 'Master'), access.customerChoice)).toBe(true);
    expect(accessRefusal(user('Guilloche Image', 'Master'), access.customerChoice)).toEqual({
      reason: 'privilege',
      name: 'Customer',
      level: 1,
    });
    expect(
      accessRefusal({ role: 'ROLE_USER' as const, privileges: [] }, access.customerChoice),
    ).toEqual({ reason: 'privilege', name: 'Customer', level: 1 });
  });
});
