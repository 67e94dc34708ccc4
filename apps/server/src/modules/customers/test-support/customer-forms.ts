import { contract } from '@veritag/api';
import type { HeldPrivilege } from '@veritag/domain';
import { call } from '../../../test-support/api-calls';
import { tokenFor } from '../../../test-support/sessions';
import { demoPassword, type TestApp } from '../../../test-support/test-app';

/** Shared by the customer tests: the list's names, and users by privilege. */
export function customerTestKit(t: () => TestApp, token: () => string) {
  let users = 0;
  const kit = {
    /** The names of the customers the list gives for this query. */
    names: async (query: object, as = token()) =>
      (await call(t(), contract.customers.list, { query }, as)).body.content.map(
        (c) => c.companyName,
      ),
    /** A user of the company holding exactly these privileges. */
    async userWith(companyId: number, privileges: HeldPrivilege[]): Promise<string> {
      users += 1;
      const login = `customer-user-${users}`;
      await t().services.accounts.create({
        login,
        password: demoPassword,
        role: 'ROLE_USER',
        companyId,
        privileges,
        firstName: 'C',
        lastName: 'U',
        email: `${login}@example.com`,
        mobileNo: '9000000066',
      });
      return tokenFor(t(), login);
    },
  };
  return kit;
}

export const customerLevel = (level: number): HeldPrivilege[] =>
  level > 0 ? [{ parent: 'Master', name: 'Customer', priority: level }] : [];

export const emailConfig = {
  emailServer: 'smtp.example.com',
  emailServerPort: 587,
  senderEmail: 'noreply@acme.example',
  twoFAPasswordForEmail: 'app-secret-123',
  helpDeskEmailsList: ['help@acme.example', 'desk@acme.example'],
  subjectForCustomerEmail: 'Your product',
  subjectForVendorEmail: 'A product',
  emailMessageToCustomer: 'Thank you',
  emailMessageToVendor: 'Please check',
};

export const people = [
  { name: 'Asha R', designation: 'Buyer', email: 'asha@acme.example', mobile: '9811111111' },
  { name: 'Bilal S', email: 'bilal@acme.example' },
  { name: 'Chen L', designation: 'QA', email: 'chen@acme.example' },
];

export const acme = {
  companyName: 'Acme Foods',
  companyCode: 'ACM-1',
  mobileNo: '9876543210',
  email: 'info@acme.example',
  address: '1 Market St',
  messageOnScan: 'Genuine Acme',
  websiteLink: 'https://acme.example',
  websiteLinkEnable: true,
  contectPersons: people,
};
